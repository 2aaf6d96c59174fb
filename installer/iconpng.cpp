// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
//
// Renders the application's SVG icon as PNGs for the hicolor theme's fixed sizes (desktops and
// docks that do not draw SVG): iconpng <icon.svg> <output folder> <size>...; each size goes to
// <output folder>/<size>.png. A build tool, not installed.
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    QTextStream err(stderr);
    if (args.size() < 4) {
        err << "usage: iconpng <icon.svg> <output folder> <size>...\n";
        return 2;
    }
    QSvgRenderer svg(args.at(1));
    if (!svg.isValid()) {
        err << "iconpng: " << args.at(1) << " is not a readable SVG\n";
        return 1;
    }
    for (qsizetype i = 3; i < args.size(); ++i) {
        bool ok = false;
        const int size = args.at(i).toInt(&ok);
        if (!ok || size < 8 || size > 1024) {
            err << "iconpng: not a size: " << args.at(i) << '\n';
            return 2;
        }
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            svg.render(&painter, QRectF(0, 0, size, size));
        }
        const QString out = args.at(2) + QStringLiteral("/%1.png").arg(size);
        if (!image.save(out)) {
            err << "iconpng: could not write " << out << '\n';
            return 1;
        }
    }
    return 0;
}
