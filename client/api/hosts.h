// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <string_view>

namespace polychip::api {

/** True for a numeric address in 127.0.0.0/8, for ::1 (bracketed or not) and for "localhost":
 *  the hosts plain http may go to. A name that merely starts with "127." is not loopback. */
bool isLoopbackHost(std::string_view host);

} // namespace polychip::api
