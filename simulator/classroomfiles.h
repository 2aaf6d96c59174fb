// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "engine.h"

#include <string>

namespace polychip::sim {

/// The address a class's profile files name: `publicUrl` when given, else the scheme, `host`
/// (this machine's name when it listens on every address) and `port`.
std::string classroomUrl(const std::string &publicUrl, const std::string &host, int port, bool tls);

/// Writes a profile file (the console's Settings → Add from File…) for the teacher
/// (teacher.polychip-profile.json) and each seat (seat-07.polychip-profile.json) to `dir`,
/// each mode 0600: they hold the keys' secrets. `caPem` (the server's certificate, when it
/// serves TLS) goes in each, for a certificate no system trusts. Empty when written, else why
/// not.
std::string writeClassroomFiles(const Engine::Classroom &classroom,
                                const std::string &dir,
                                const std::string &baseUrl,
                                const std::string &caPem);

} // namespace polychip::sim
