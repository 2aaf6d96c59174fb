// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "messages.h"

#include "localtext.h"

#include <array>

namespace polychip::sim::messages {

namespace {

struct Entry
{
    std::string_view id;
    std::string_view en;
    std::string_view zhCN;
};

// clang-format off
constexpr std::array kCatalogue{
    // A quote option's reason: what fits, how fast, the price, the pool.
    Entry{"quote.fits_not", "does not fit: needs {1}, has {2}", "放不下：需要 {1}，只有 {2}"},
    Entry{"quote.fits_offload", "fits with CPU offload ({1} of {2}), 40 % of native throughput",
          "借助 CPU 卸载可放下（{1} / {2}），吞吐为原生的 40%"},
    Entry{"quote.fits_native", "fits natively ({1} of {2})", "可原生放下（{1} / {2}）"},
    Entry{"quote.tokens_per_s", ", {1} tokens/s", "，每秒 {1} 个词元"},
    Entry{"quote.price_per_hour", ", ¥{1}/h", "，每小时 ¥{1}"},
    Entry{"quote.queues", "; queues: {1} of {2} free in {3}", "；需排队：{3} 仅有 {1} 个空闲（需要 {2} 个）"},
    Entry{"quote.budget_unreachable", "; cannot reach the token budget within the longest runtime ({1} days)",
          "；在最长运行时间（{1} 天）内达不到词元预算"},
    // Regions, by id.
    Entry{"region.cn-east", "cn-east", "华东 (cn-east)"},
    Entry{"region.cn-north", "cn-north", "华北 (cn-north)"},
};
// clang-format on

const Entry *find(std::string_view id)
{
    for (const Entry &e : kCatalogue) {
        if (e.id == id)
            return &e;
    }
    return nullptr;
}

} // namespace

std::string language(std::string_view acceptLanguage)
{
    return LocalText::chooseAmong(acceptLanguage, {"zh_CN"});
}

std::string contentLanguage(const std::string &language)
{
    return language == "zh_CN" ? "zh-CN" : "en";
}

std::string
say(const std::string &language, std::string_view id, std::initializer_list<std::string_view> args)
{
    const Entry *e = find(id);
    if (!e)
        return std::string(id);
    const std::string_view pattern = language == "zh_CN" && !e->zhCN.empty() ? e->zhCN : e->en;
    std::string out;
    out.reserve(pattern.size() + 16);
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char ch = pattern[i];
        if (ch == '{' && i + 2 < pattern.size() && pattern[i + 2] == '}' && pattern[i + 1] >= '1'
            && pattern[i + 1] <= '9') {
            const std::size_t n = std::size_t(pattern[i + 1] - '1');
            if (n < args.size())
                out += *(args.begin() + n);
            i += 2;
            continue;
        }
        out += ch;
    }
    return out;
}

std::string region(const std::string &language, const std::string &regionId)
{
    const std::string id = "region." + regionId;
    return find(id) ? say(language, id) : regionId;
}

} // namespace polychip::sim::messages
