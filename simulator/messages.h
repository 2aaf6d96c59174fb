// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace polychip::sim {

/**
 * The platform's own human-readable text (a quote option's one-line reason, region names, the
 * `message` of its errors, its alerts), in one place, by message id, in each language it
 * speaks: English and Simplified Chinese. Data text (templates, scenarios, lessons) is
 * LocalText's, read from the data files; this is the text compiled into the platform. Ids,
 * codes, enums and figures are never translated: a message says them in its words.
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
/// say() with arguments kept for later (a stored alert's).
std::string
say(const std::string &language, std::string_view id, const std::vector<std::string> &args);

/// A region's name for people ("华东 (cn-east)"); the id itself in English or when unknown.
std::string region(const std::string &language, const std::string &regionId);

/// A word the catalogue has for `value` of a kind ("state" "running": "运行中"; "thing"
/// "volume": "存储卷"), or `value` itself when it has none (English says the wire name).
std::string term(const std::string &language, std::string_view kind, std::string_view value);

/// An amount of micro-units in units with two decimals, as messages write money ("12.50").
std::string yuan(std::int64_t micros);

/// Whether the catalogue has the message `id`.
bool has(std::string_view id);

} // namespace messages

} // namespace polychip::sim
