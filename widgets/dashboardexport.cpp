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
#include <QPointer>
#include <QSaveFile>
#include <QThreadPool>

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

void runInBackground(QObject *context,
                     std::function<QString()> work,
                     std::function<void(const QString &error)> done)
{
    QPointer<QObject> guard(context);
    QThreadPool::globalInstance()->start([guard, work = std::move(work), done = std::move(done)] {
        const QString error = work();
        // Through the application object, which lives on the GUI thread: the guard is read
        // there, where the context is deleted, never across threads.
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [guard, done, error] {
                if (guard)
                    done(error);
            },
            Qt::QueuedConnection);
    });
}

} // namespace polychip::ui
