// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "csvexport.h"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QPointer>
#include <QSaveFile>
#include <QStringList>
#include <QThreadPool>

namespace polychip::ui {

namespace {

QString field(const QString &text)
{
    const bool quote = text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"'))
                       || text.contains(QLatin1Char('\n')) || text.contains(QLatin1Char('\r'));
    if (!quote)
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

} // namespace

QString csvLine(const QStringList &fields)
{
    QStringList out;
    out.reserve(fields.size());
    for (const QString &f : fields)
        out << field(f);
    return out.join(QLatin1Char(',')) + QStringLiteral("\r\n");
}

QString csvText(QString text)
{
    if (!text.isEmpty() && QStringLiteral("=+-@").contains(text.front()))
        text.prepend(QLatin1Char('\''));
    return text;
}

QString toCsv(const QAbstractItemModel &model)
{
    const int columns = model.columnCount();
    QStringList header;
    for (int c = 0; c < columns; ++c)
        header << model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
    QString csv = csvLine(header);
    const int rows = model.rowCount();
    for (int r = 0; r < rows; ++r) {
        QStringList cells;
        for (int c = 0; c < columns; ++c) {
            const QModelIndex index = model.index(r, c);
            const QVariant raw = model.data(index, kExportRole);
            cells << (raw.isValid() ? raw.toString()
                                    : model.data(index, Qt::DisplayRole).toString());
        }
        csv += csvLine(cells);
    }
    return csv;
}

bool writeTextFile(const QString &path, const QString &text, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    const QByteArray bytes = text.toUtf8();
    if (file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
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

void writeTextFileInBackground(QObject *context,
                               const QString &path,
                               const QString &text,
                               std::function<void(const QString &error)> done)
{
    runInBackground(
        context,
        [path, text] {
            QString error;
            if (!writeTextFile(path, text, &error) && error.isEmpty())
                error = QCoreApplication::translate("polychip::ui::CsvExport", "unknown error");
            return error;
        },
        std::move(done));
}

QString decimalUnits(std::int64_t micros)
{
    // Unsigned, so that the most negative value has a magnitude too.
    const bool negative = micros < 0;
    const std::uint64_t magnitude
        = negative ? std::uint64_t(0) - std::uint64_t(micros) : std::uint64_t(micros);
    QString fraction = QStringLiteral("%1").arg(magnitude % 1'000'000, 6, 10, QLatin1Char('0'));
    while (fraction.size() > 2 && fraction.endsWith(QLatin1Char('0')))
        fraction.chop(1);
    return (negative ? QStringLiteral("-") : QString()) + QString::number(magnitude / 1'000'000)
           + QLatin1Char('.') + fraction;
}

} // namespace polychip::ui
