// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// Decoding and encoding cost of a 1,000-instance list, the console's largest routine answer.
#include "api/codec.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

using namespace polychip::api;

namespace {

Page<Instance> makePage(int count)
{
    Page<Instance> page;
    page.revision = 100000;
    for (int i = 0; i < count; ++i) {
        Instance in;
        in.id = "ins_" + std::to_string(100000 + i);
        in.name = "llama3-8b-pretrain-" + std::to_string(i);
        in.state = i % 7 == 0 ? InstanceState::Sleeping : InstanceState::Running;
        in.backend = i % 3 == 0 ? Backend::Tpu : Backend::Gpu;
        in.accelerator = i % 3 == 0 ? "google-tpu-v5e" : "nvidia-rtx4090";
        in.count = 4;
        in.region = "cn-east";
        in.templateId = "tpl-llama3-8b-pretrain";
        in.imageId = "pytorch-2.2-cuda12";
        in.modelId = "llama-3-8b";
        in.datasetIds = {"wudao-200g", "commoncrawl-2023-50"};
        in.labels = {{"project", "vlm-" + std::to_string(i % 12)}, {"team", "research"}};
        in.userId = "usr_dev_a";
        in.createdAt = {1796198400 + i};
        in.startedAt = Timestamp{1796198460 + i};
        in.updatedAt = {1796200000};
        in.live = {4231.5 + i, 93.2, 2.317, 12000 + i, 21.7, 1720};
        in.pricePerHourMicros = 56000000;
        in.costMicros = 123456789 + i;
        in.billedSeconds = 7200 + i;
        in.endpoints.ssh = "ssh -p 22001 root@127.0.0.1";
        in.endpoints.jupyter = "http://127.0.0.1:18888/lab";
        in.revision = 90000 + i;
        page.items.push_back(std::move(in));
    }
    return page;
}

template <class F>
double medianMs(int runs, F &&f)
{
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        const auto start = std::chrono::steady_clock::now();
        f();
        ms.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count());
    }
    std::nth_element(ms.begin(), ms.begin() + runs / 2, ms.end());
    return ms[runs / 2];
}

} // namespace

int main()
{
    const std::string body = encode(makePage(1000));
    std::size_t sink = 0;
    const double decodeMs = medianMs(21, [&] {
        auto page = decode<Page<Instance>>(body);
        sink += page.ok() ? page->items.size() : 0;
    });
    const auto page = makePage(1000);
    const double encodeMs = medianMs(21, [&] { sink += encode(page).size(); });
    std::printf("BENCH api.decode_instances_1k_ms %.2f ms\n", decodeMs);
    std::printf("BENCH api.encode_instances_1k_ms %.2f ms\n", encodeMs);
    std::printf("BENCH api.instances_1k_body_kb %.1f KB\n", double(body.size()) / 1024.0);
    // A list's default (view=basic): what the table needs.
    const std::string basic = encode(page, View::Basic);
    const double basicDecodeMs = medianMs(21, [&] {
        auto decoded = decode<Page<Instance>>(basic);
        sink += decoded.ok() ? decoded->items.size() : 0;
    });
    std::printf("BENCH api.decode_instances_1k_basic_ms %.2f ms\n", basicDecodeMs);
    std::printf("BENCH api.instances_1k_basic_body_kb %.1f KB\n", double(basic.size()) / 1024.0);
    return sink == 0 ? 1 : 0;
}
