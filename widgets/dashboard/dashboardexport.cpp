// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "dashboardexport.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QFontMetrics>
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

QImage withCaption(const QImage &image,
                   const QStringList &lines,
                   const QFont &font,
                   const QColor &text,
                   const QColor &background)
{
    const qreal dpr = image.devicePixelRatio() > 0 ? image.devicePixelRatio() : 1.0;
    QFont bold = font;
    bold.setBold(true);
    const int margin = 12;
    int band = margin;
    for (qsizetype i = 0; i < lines.size(); ++i)
        band += QFontMetrics(i == 0 ? bold : font).lineSpacing();
    band += margin / 2;
    const QSize logical(int(image.width() / dpr), int(image.height() / dpr));
    QImage out(QSize(logical.width(), logical.height() + band) * dpr, QImage::Format_ARGB32);
    out.setDevicePixelRatio(dpr);
    out.fill(background);
    QPainter painter(&out);
    painter.setPen(text);
    int y = margin;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        painter.setFont(i == 0 ? bold : font);
        const QFontMetrics fm(painter.font());
        painter.drawText(QRect(margin, y, logical.width() - 2 * margin, fm.lineSpacing()),
                         Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine, lines[i]);
        y += fm.lineSpacing();
    }
    painter.drawImage(QPoint(0, band), image);
    painter.end();
    return out;
}

} // namespace polychip::ui
