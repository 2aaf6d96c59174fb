// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

// Screenshots of widgets under test, for looking at them (not for comparing pixels):
// POLYCHIP_SCREENSHOT_DIR=dir saves them as dir/<name>.png, and POLYCHIP_SCREENSHOT_QM=file.qm
// shows them in that translation (e.g. build/debug/app/polychip_zh_CN.qm).

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTest>
#include <QTranslator>
#include <QWidget>

namespace polychip::test {

/// Installs the translation of POLYCHIP_SCREENSHOT_QM, if one is named.
inline void installScreenshotTranslation()
{
    const QString qm = qEnvironmentVariable("POLYCHIP_SCREENSHOT_QM");
    if (qm.isEmpty())
        return;
    auto *ours = new QTranslator(QCoreApplication::instance());
    if (ours->load(qm))
        QCoreApplication::installTranslator(ours);
    auto *qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(QLocale(ours->language()), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
}

/// True when the widgets speak another language than the English the tests read.
inline bool translatedForScreenshots()
{
    return !qEnvironmentVariable("POLYCHIP_SCREENSHOT_QM").isEmpty();
}

/// Saves `w` as <POLYCHIP_SCREENSHOT_DIR>/<name>.png when that is set.
inline void screenshot(QWidget &w, const QString &name)
{
    const QString dir = qEnvironmentVariable("POLYCHIP_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QTest::qWait(100);
    w.grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

} // namespace polychip::test

/// A check of English wording, skipped while the widgets are translated for screenshots.
#define POLYCHIP_VERIFY_TEXT(cond) QVERIFY(polychip::test::translatedForScreenshots() || (cond))
