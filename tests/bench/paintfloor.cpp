// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The floor of the console's first paint: the least a Qt Widgets and Qt Charts application
// does before its first frame (a QApplication, a QMainWindow, one QChartView with one series),
// reported as the console reports its own (--report-first-paint), so that bench_ui can give
// the console's first paint as a ratio to it, which moves less with the machine than
// milliseconds do.
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QDateTime>
#include <QEvent>
#include <QLineSeries>
#include <QMainWindow>
#include <QTextStream>
#include <QTimer>

namespace {

/** Reports the first paint of the window or any of its widgets (the first frame) and quits. */
class FirstPaint final : public QObject
{
public:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_painted) {
            m_painted = true;
            QTimer::singleShot(0, qApp, [] {
                QTextStream(stdout)
                    << "first-paint-epoch-ms " << QDateTime::currentMSecsSinceEpoch() << Qt::endl;
                QCoreApplication::quit();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool m_painted = false;
};

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QMainWindow window;
    auto *series = new QLineSeries;
    for (int i = 0; i < 60; ++i)
        series->append(i, i % 7);
    auto *chart = new QChart;
    chart->addSeries(series);
    chart->createDefaultAxes();
    window.setCentralWidget(new QChartView(chart));
    window.resize(1280, 800);
    FirstPaint report;
    app.installEventFilter(&report); // the chart view covers the window: watch every widget
    window.show();
    return QApplication::exec();
}
