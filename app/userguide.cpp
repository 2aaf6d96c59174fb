// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "userguide.h"

#include "kit/consolepage.h"

#include <QFile>
#include <QRegularExpression>

namespace polychip::app {

namespace {

/// The README's sections the guide is made of, in order.
constexpr const char *kSections[]
    = {"Using the console", "Pointing the console at a real platform"};

/// The English heading each page's F1 opens at.
struct PageSection
{
    const char *pageId;
    const char *heading;
};
constexpr PageSection kPageSections[] = {
    {ui::pageid::kDashboard, "Spend: the Dashboard and Billing pages"},
    {ui::pageid::kBilling, "Spend: the Dashboard and Billing pages"},
    {ui::pageid::kInstances, "The Instances page"},
    {ui::pageid::kTemplates, "Launching from a template"},
    {ui::pageid::kCatalog, "The Catalog page"},
    {ui::pageid::kSimulator, "The Simulator page and lessons"},
    {ui::pageid::kStorage, "The Storage page"},
    {ui::pageid::kSettings, "Pointing the console at a real platform"},
};

QString resource(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

QString headingText(const QString &line)
{
    return line.mid(line.indexOf(QLatin1Char(' ')) + 1).trimmed();
}

bool isHeading(const QString &line)
{
    return line.startsWith(QLatin1String("## ")) || line.startsWith(QLatin1String("### "));
}

} // namespace

QString UserGuide::markdown(const QString &language)
{
    if (language == QLatin1String("zh_CN"))
        return resource(QStringLiteral(":/guide/docs/guide/zh_CN.md"));
    return fromReadme(resource(QStringLiteral(":/guide/README.md")));
}

QString UserGuide::fromReadme(const QString &readme)
{
    // The wanted "## " sections, each up to the next "## ".
    QStringList kept;
    bool keeping = false;
    const QStringList lines = readme.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (line.startsWith(QLatin1String("## "))) {
            keeping = false;
            for (const char *section : kSections)
                keeping = keeping || headingText(line) == QLatin1String(section);
        }
        if (keeping)
            kept << line;
    }
    QString text = kept.join(QLatin1Char('\n'));
    // Paragraphs that are only about pictures: the pictures themselves, their Chinese twins,
    // how the tests take them.
    QStringList paragraphs = text.split(QStringLiteral("\n\n"));
    paragraphs.removeIf([](const QString &p) {
        const QString t = p.trimmed();
        return t.startsWith(QLatin1String("![")) || t.startsWith(QLatin1String("(In Chinese"))
               || t.startsWith(QLatin1String("Chinese:"))
               || t.contains(QLatin1String("POLYCHIP_SCREENSHOT_DIR"));
    });
    text = paragraphs.join(QStringLiteral("\n\n"));
    // Links to pictures within other words: "([screenshot](docs/screenshots/…),
    // [in Chinese](…))" goes with its brackets, ": [screenshot](…)" alone.
    static const QRegularExpression pictureLinks(QStringLiteral(
        R"(\s*\(\[[^\]]*\]\(docs/screenshots/[^)]*\)(,\s*\[[^\]]*\]\(docs/screenshots/[^)]*\))*\))"));
    static const QRegularExpression pictureLink(
        QStringLiteral(R"(:?\s*\[[^\]]*\]\(docs/screenshots/[^)]*\))"));
    text.remove(pictureLinks);
    text.remove(pictureLink);
    // Other relative links point into the source tree: their words alone.
    static const QRegularExpression relativeLinks(
        QStringLiteral(R"(\[([^\]]*)\]\((?!https?:)[^)]*\))"));
    text.replace(relativeLinks, QStringLiteral("\\1"));
    return text.trimmed() + QLatin1Char('\n');
}

QStringList UserGuide::headings(const QString &markdown)
{
    QStringList found;
    const QStringList lines = markdown.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (isHeading(line))
            found << headingText(line);
    }
    return found;
}

int UserGuide::sectionFor(const QString &pageId)
{
    static const QStringList english = headings(markdown(QStringLiteral("en")));
    for (const PageSection &s : kPageSections) {
        if (pageId == QLatin1String(s.pageId))
            return int(english.indexOf(QLatin1String(s.heading)));
    }
    return -1;
}

} // namespace polychip::app
