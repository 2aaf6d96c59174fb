// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/result.h"
#include "api/rules.h"
#include "api/types.h"

#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace polychip::sim {

/** One objective's text in another language. */
struct ObjectiveText
{
    static constexpr std::string_view kSchema = "ObjectiveText";
    std::string description;
    std::string hint;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("description", s.description, api::Rule{.minLen = 1, .maxLen = 4096});
        v("hint", s.hint, api::Rule{.minLen = 1, .maxLen = 4096});
    }
};

/** A template's, scenario's or lesson's text in another language. */
struct EntryText
{
    static constexpr std::string_view kSchema = "EntryText";
    std::string name;
    std::string description;
    std::map<std::string, ObjectiveText> objectives; ///< a lesson's, by objective id

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("name", s.name, api::Rule{.minLen = 1, .maxLen = 256});
        v("description", s.description, api::Rule{.minLen = 1, .maxLen = 4096});
        v("objectives", s.objectives);
    }
};

/** resources/simulator/text/<language>.json: the bundled data's text in one language, by id. */
struct TextFile
{
    static constexpr std::string_view kSchema = "TextFile";
    std::map<std::string, EntryText> templates;
    std::map<std::string, EntryText> scenarios;
    std::map<std::string, EntryText> lessons;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("templates", s.templates);
        v("scenarios", s.scenarios);
        v("lessons", s.lessons);
    }
};

/**
 * The platform's text in the caller's language. The data files are English; a text file per
 * language gives the names, descriptions and hints that people read (template, scenario and
 * lesson text; not ids, model names or figures). A request's Accept-Language chooses the
 * language; what a text file lacks stays English.
 */
class LocalText final
{
public:
    /// Reads every `dir`/*.json, the file name's stem being the language ("zh_CN"); no
    /// directory is no other language.
    static api::Result<LocalText> load(const std::filesystem::path &dir);

    /// The languages loaded, e.g. {"zh_CN"}.
    std::vector<std::string> languages() const;
    /// The loaded language an Accept-Language header (RFC 9110 12.5.4) prefers, or "" for
    /// English: the tags in order of their weight, a language's file matching its tag or the
    /// tag's primary language ("zh", "zh-CN" and "zh-Hans" all choose "zh_CN").
    std::string choose(std::string_view acceptLanguage) const;
    /// choose() among `languages` ("zh_CN", ...) rather than the loaded ones.
    static std::string chooseAmong(std::string_view acceptLanguage,
                                   const std::vector<std::string> &languages);
    /// The text of `language` ("": English) for ids it has, or nullptr.
    const TextFile *file(const std::string &language) const;

    void apply(const std::string &language, api::Template &t) const;
    void apply(const std::string &language, api::Scenario &s) const;
    void apply(const std::string &language, api::Lesson &l) const;

private:
    std::map<std::string, TextFile> m_files;
};

} // namespace polychip::sim
