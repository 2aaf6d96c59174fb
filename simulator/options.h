// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/hosts.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace polychip::sim {

/** polychip-sim's command line (the README, "Running the simulator alone"). */
struct Options
{
    std::string host = "127.0.0.1";
    int port = 0;
    std::string portFile;
    std::string dataDir;
    std::int64_t maxDatabaseMib = 0; ///< 0: as large as the disk allows
    double speed = 1;
    std::uint64_t seed = 1;
    std::string priceBook = "list";
    std::size_t catalogScale = 0;
    std::size_t eventWindow = 20'000; ///< events kept for Last-Event-ID and since
    std::string bootstrapKeys;
    std::string logFile;
    std::string tlsCert;
    std::string tlsKey;
    double rateLimit = 100;
    int maxStreams = 8;
    int threads = 64;
    std::int64_t webhookRetryMs = 1000; ///< the first wait before a failed delivery is tried again
    bool webhookAllowPrivate = false;   ///< webhooks may reach private addresses on any --host
    std::size_t classroom = 0;          ///< seats of a class to make (0: no class)
    std::string classroomDir; ///< where the seats' profile files go (default: beside the state)
    std::string publicUrl;    ///< the address the profile files name (default: scheme://host:port)
    bool showVersion = false;
    bool showHelp = false;
};

/** Parses the arguments after the program name; on a bad argument returns nullopt and says
 *  why in `error`. */
std::optional<Options> parseOptions(const std::vector<std::string> &args, std::string &error);

/** The --help text. */
std::string usage();

using api::isLoopbackHost;

} // namespace polychip::sim
