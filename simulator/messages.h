// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

namespace polychip::sim {

/**
 * The platform's own human-readable text (a quote option's one-line reason, region names), in
 * one place, by message id, in each language it speaks: English and Simplified Chinese. Data
 * text (templates, scenarios, lessons) is LocalText's; ids, codes, enums and figures are never
 * translated.
 */
namespace messages {

/// The language an Accept-Language header (RFC 9110 12.5.4) prefers among those the platform
/// speaks: "zh_CN", or "" for English (also when it names none of them).
std::string language(std::string_view acceptLanguage);

/// The Content-Language of an answer in `language` ("zh-CN"; "en" for "").
std::string contentLanguage(const std::string &language);

/// The message `id` in `language` (English when that language lacks it), with "{1}", "{2}"...
/// replaced by `args` in order. An unknown id is returned as it is.
std::string say(const std::string &language,
                std::string_view id,
                std::initializer_list<std::string_view> args = {});

/// A region's name for people ("华东 (cn-east)"); the id itself in English or when unknown.
std::string region(const std::string &language, const std::string &regionId);

} // namespace messages

} // namespace polychip::sim
