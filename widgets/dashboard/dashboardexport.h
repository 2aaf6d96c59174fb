// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

#include <functional>

class QColor;
class QFont;
class QImage;
class QObject;

namespace polychip::ui {

/** Writes `image` to `path` atomically (QSaveFile): a PDF page when the path ends in ".pdf",
 *  else an image in the format its suffix names (PNG when none). False with the reason in
 *  `error` (may be null). Safe on any thread. */
bool writeImageFile(const QString &path, const QImage &image, QString *error);

/** `image` under a band of `lines` of text (the first in bold): what an exported picture is,
 *  of which range, as of when, read by whoever opens the file later. In `font`, the text in
 *  `text` on `background`; the device pixel ratio is kept. */
QImage withCaption(const QImage &image,
                   const QStringList &lines,
                   const QFont &font,
                   const QColor &text,
                   const QColor &background);

} // namespace polychip::ui
