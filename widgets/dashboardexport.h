// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <functional>

class QImage;
class QObject;

namespace polychip::ui {

/** Writes `image` to `path` atomically (QSaveFile): a PDF page when the path ends in ".pdf",
 *  else an image in the format its suffix names (PNG when none). False with the reason in
 *  `error` (may be null). Safe on any thread. */
bool writeImageFile(const QString &path, const QImage &image, QString *error);

/** Runs `work` on a pool thread, then `done` with what it returned (an error, empty when it
 *  succeeded) on the GUI thread, unless `context` is gone by then. For writing files without
 *  blocking the GUI thread. */
void runInBackground(QObject *context,
                     std::function<QString()> work,
                     std::function<void(const QString &error)> done);

} // namespace polychip::ui
