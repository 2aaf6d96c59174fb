// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "engine.h"

#include <QtGlobal>

#include <cstdint>
#include <memory>
#include <string>

namespace polychip::test {

/// The simulator's data as the build installs it.
inline const std::string kSimDataDir = POLYCHIP_BINARY_DIR "/share/polychip/simulator";

/// An engine over the bundled catalogue with `book`'s prices, its organisations and keys made.
inline std::unique_ptr<sim::Engine> makeEngine(std::uint64_t seed = 42,
                                               const std::string &book = "list")
{
    auto catalog = sim::Catalog::load(kSimDataDir, book);
    if (!catalog)
        qFatal("catalog: %s", catalog.error().message.c_str());
    auto engine = std::make_unique<sim::Engine>(std::move(catalog.value()),
                                                sim::EngineConfig{.seed = seed});
    engine->bootstrap();
    return engine;
}

/// gpt2-1.3b on `count` x `chip`: a small training job that fits every accelerator.
inline api::LaunchSpec gpuSpec(const std::string &name, const std::string &chip, std::int64_t count)
{
    api::LaunchSpec s;
    s.name = name;
    s.modelId = "gpt2-1.3b";
    s.accelerator = chip;
    s.count = count;
    return s;
}

} // namespace polychip::test
