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

} // namespace polychip::ui
