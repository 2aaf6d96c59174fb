// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

namespace polychip::app {

/**
 * The text of Help → User guide, as Markdown: in English the README's sections for users
 * ("Using the console" and "Pointing the console at a real platform", read from the README
 * itself, so the two never differ), in Chinese their translation (docs/guide/zh_CN.md), whose
 * headings follow the same order. Text only: no widgets, no files but the resources.
 */
class UserGuide
{
public:
    /// The guide in `language` ("en", "zh_CN"; English for any other).
    static QString markdown(const QString &language);
    /// The user sections of README text, without pictures and the links to them (they stay in
    /// the README); other relative links keep their words.
    static QString fromReadme(const QString &readme);
    /// The headings ("## " and "### ") of a guide, in order, as written.
    static QStringList headings(const QString &markdown);
    /// Which heading (an index into headings(), the same in every language) F1 on a page opens
    /// at: the page's own section; -1 for none.
    static int sectionFor(const QString &pageId);
};

} // namespace polychip::app
