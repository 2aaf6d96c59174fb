// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "localtext.h"

#include "api/codec.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <fstream>
#include <sstream>

namespace polychip::sim {

namespace {

/// "zh_CN" and "ZH-cn" alike: "zh-cn".
std::string tagKey(std::string_view tag)
{
    std::string out;
    for (const char ch : tag)
        out += ch == '_' ? '-' : char(std::tolower(static_cast<unsigned char>(ch)));
    return out;
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

/// An Accept-Language item's weight ("q=0.8"; 1 without one, 0 when it cannot be read).
double weightOf(std::string_view params)
{
    const auto q = params.find("q=");
    if (q == std::string_view::npos)
        return 1;
    const std::string_view number = trimmed(params.substr(q + 2));
    double w = 0;
    const auto [end, ec] = std::from_chars(number.data(), number.data() + number.size(), w);
    return ec == std::errc{} && w >= 0 && w <= 1 ? w : 0;
}

template <class T>
void applyEntry(const std::map<std::string, EntryText> &texts, T &entry)
{
    const auto it = texts.find(entry.id);
    if (it == texts.end())
        return;
    entry.name = it->second.name;
    entry.description = it->second.description;
}

} // namespace

api::Result<LocalText> LocalText::load(const std::filesystem::path &dir)
{
    LocalText text;
    std::error_code ec;
    if (!std::filesystem::is_directory(dir, ec))
        return text;
    for (const auto &entry : std::filesystem::directory_iterator(dir, ec)) {
        if (entry.path().extension() != ".json")
            continue;
        std::ifstream in(entry.path(), std::ios::binary);
        std::ostringstream content;
        content << in.rdbuf();
        auto file = api::decode<TextFile>(content.str(), {.rejectUnknownFields = true});
        if (!file) {
            api::ApiError e;
            e.kind = api::ErrorKind::Decode;
            e.field = entry.path().string();
            e.message
                = entry.path().string() + ": " + file.error().field + ": " + file.error().message;
            return e;
        }
        text.m_files.emplace(entry.path().stem().string(), std::move(file).value());
    }
    return text;
}

std::vector<std::string> LocalText::languages() const
{
    std::vector<std::string> out;
    for (const auto &[language, file] : m_files)
        out.push_back(language);
    return out;
}

std::string LocalText::choose(std::string_view acceptLanguage) const
{
    return chooseAmong(acceptLanguage, languages());
}

std::string LocalText::chooseAmong(std::string_view acceptLanguage,
                                   const std::vector<std::string> &languages)
{
    struct Wish
    {
        std::string tag;
        double weight;
    };
    std::vector<Wish> wishes;
    while (!acceptLanguage.empty()) {
        const auto comma = acceptLanguage.find(',');
        const std::string_view item = acceptLanguage.substr(0, comma);
        acceptLanguage = comma == std::string_view::npos ? std::string_view{}
                                                         : acceptLanguage.substr(comma + 1);
        const auto semicolon = item.find(';');
        const std::string_view tag = trimmed(item.substr(0, semicolon));
        const double weight
            = semicolon == std::string_view::npos ? 1 : weightOf(item.substr(semicolon + 1));
        if (!tag.empty() && weight > 0)
            wishes.push_back({tagKey(tag), weight});
    }
    std::stable_sort(wishes.begin(), wishes.end(),
                     [](const Wish &a, const Wish &b) { return a.weight > b.weight; });
    const auto primary = [](const std::string &key) { return key.substr(0, key.find('-')); };
    for (const Wish &wish : wishes) {
        if (wish.tag == "*" || primary(wish.tag) == "en")
            return {}; // the data's own language
        for (const std::string &language : languages) {
            const std::string key = tagKey(language);
            if (key == wish.tag || primary(key) == primary(wish.tag))
                return language;
        }
    }
    return {};
}

const TextFile *LocalText::file(const std::string &language) const
{
    const auto it = m_files.find(language);
    return it == m_files.end() ? nullptr : &it->second;
}

void LocalText::apply(const std::string &language, api::Template &t) const
{
    if (const TextFile *f = file(language))
        applyEntry(f->templates, t);
}

void LocalText::apply(const std::string &language, api::Scenario &s) const
{
    if (const TextFile *f = file(language))
        applyEntry(f->scenarios, s);
}

void LocalText::apply(const std::string &language, api::Lesson &l) const
{
    const TextFile *f = file(language);
    if (!f)
        return;
    applyEntry(f->lessons, l);
    const auto it = f->lessons.find(l.id);
    if (it == f->lessons.end())
        return;
    for (api::Objective &o : l.objectives) {
        const auto t = it->second.objectives.find(o.id);
        if (t == it->second.objectives.end())
            continue;
        o.description = t->second.description;
        o.hint = t->second.hint;
    }
}

} // namespace polychip::sim
