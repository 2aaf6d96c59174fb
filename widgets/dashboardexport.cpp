// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "dashboardexport.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QImageWriter>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>

namespace polychip::ui {

namespace {

bool writePdf(QSaveFile &file, const QImage &image)
{
    QPdfWriter pdf(&file);
    pdf.setCreator(QStringLiteral("Polychip"));
    pdf.setResolution(96);
    // One page the image's size, at screen resolution: the page as seen.
    pdf.setPageSize(
        QPageSize(QSizeF(image.width(), image.height()) * 72.0 / 96.0, QPageSize::Point));
    pdf.setPageMargins(QMarginsF());
    QPainter painter;
    if (!painter.begin(&pdf))
        return false;
    painter.drawImage(QRect(QPoint(0, 0), image.size()), image);
    return painter.end();
}

} // namespace

bool writeImageFile(const QString &path, const QImage &image, QString *error)
{
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("pdf")) {
        if (!writePdf(file, image))
            return fail(
                QCoreApplication::translate("DashboardExport", "the PDF could not be made"));
    } else {
        const QByteArray format
            = suffix.isEmpty() || !QImageWriter::supportedImageFormats().contains(suffix.toLatin1())
                  ? QByteArray("png")
                  : suffix.toLatin1();
        QImageWriter writer(&file, format);
        if (!writer.write(image))
            return fail(writer.errorString());
    }
    if (!file.commit())
        return fail(file.errorString());
    return true;
}

} // namespace polychip::ui
