// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The console's figures, on the offscreen platform, against polychip-sim on loopback:
//   ui.first_list_1k_ms        from the console's start to the whole sorted table of 1,000
//   ui.rss_mb_1k_instances     resident memory of the console showing 1,000 live instances,
//                              every metric history in use (target 120)
//   ui.instances_tick_10k_ms   GUI-thread time of one metrics second for 10,000 instances:
//                              recording the batch, the table model's one dataChanged, the
//                              proxy, the repaint of the visible rows; median (target 4)
//   ui.first_list_10k_ms       from the console's start (its bundled simulator's included) to
//                              the whole sorted table of 10,000 instances (target 1,500)
//   ui.rss_mb_10k_instances    resident memory of the console showing those 10,000, once the
//                              ticks above are measured (target 400)
//   ui.metrics_decode_10k_ms   decoding that 10,000-sample batch, which the client's worker
//                              thread does before it (not on the GUI thread)
//   ui.first_paint_ms          process start to the main window's first paint, the bundled
//                              simulator already running; median of 10 (target 100)
//   ui.first_paint_floor_ms    the same for paint_floor (a QMainWindow with one QChartView),
//                              run alternately with the console
//   ui.first_paint_ratio       the console's over the floor's: what the console adds, whatever
//                              the machine (target 1.5)
//   ui.chart_update_86400pts_ms  one more second appended to a 24 h line at one point a
//                              second (86,400 points), decimated min/max to the plot's width,
//                              replaced in the series and repainted; median of 50 (target 8)
//   ui.dashboard_refresh_ms    GUI-thread time of a Dashboard refresh with 1,000 instances over
//                              30 days: the answers' handling (tiles, the month's insights of
//                              1,000 instances, the chart) and the repaint; decoding is the
//                              client's worker's. The clock is paused so that nothing else
//                              arrives meanwhile. The state's usage is short, but the answers
//                              have a month's shape (30 daily buckets, 1,000 instance groups);
//                              median of 10 (target 16)
//   ui.catalog_filter_100k_ms  the Catalog's models tab over 100,000 models (polychip-sim
//                              --catalog-scale): one keystroke of a typed word, from the text
//                              change to the list, the facet counts and the repaint of what
//                              changed (the posted events handled); median
//                              over every keystroke of several words (target 3)
//   ui.catalog_filter_100k_max_ms  the slowest of those keystrokes (target 16)
//   ui.catalog_load_100k_s     all 100 pages of 1,000 models fetched, decoded and indexed
//                              (the index is built on a worker thread: until it is there;
//                              target 2)
//   ui.catalog_load_100k_max_stall_ms  the longest the GUI thread did not return to its
//                              event loop meanwhile (a 4 ms probe timer's lateness; target 16)
//   ui.catalog_rss_mb_100k     the resident memory those 100,000 models and their index add
//   ui.wizard_model_first_key_100k_ms  the launch wizard's model field, first keystroke after
//                              the models arrived: GUI-thread time (it asks a worker for the
//                              search's index, and the offers follow; target 16)
//   ui.wizard_model_first_offers_100k_ms  from that keystroke to its offers
//   ui.wizard_model_next_key_100k_ms   a keystroke after that one
//   ui.longest_stall_ms        the longest the GUI thread stays away from its event loop (a 4 ms
//                              probe timer's lateness) in a scripted minute: the start with the
//                              team-month scenario, every page visited, the launch wizard, the
//                              100,000-model catalogue arriving, the simulator killed and
//                              restarted, 30 % errors 800 ms late while the pages are visited
//                              again; the three longest event deliveries follow, by moment
//                              (target 50)
#include "benchloop.h"
#include "benchworld.h"

#include "catalog/catalogbrowser.h"
#include "catalogindex.h"
#include "charts/chartdecimation.h"
#include "connection.h"
#include "dashboard/dashboardpage.h"
#include "dashboard/dashboardtiles.h"
#include "dashboard/spendpanel.h"
#include "instances/instancespage.h"
#include "instances/instancetablemodel.h"
#include "kit/consolepage.h"
#include "launch/modelchoices.h"
#include "mainwindow.h"
#include "pages.h"
#include "profiles.h"
#include "session.h"
#include "store.h"

#include "api/codec.h"
#include "operations.h"

#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDateTime>
#include <QDialog>
#include <QElapsedTimer>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QLineEdit>
#include <QLineSeries>
#include <QMetaEnum>
#include <QProcess>
#include <QTableView>
#include <QTemporaryDir>
#include <QThread>
#include <QTime>
#include <QTimer>
#include <QValueAxis>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>

using namespace polychip;
namespace fs = std::filesystem;
using bench::median;
using bench::rssMb;
using bench::waitFor;

namespace {

/** Times the events delivered to one object (the Session's queued calls arrive at its
 *  ApiClient): the only way to see a whole queued call from the outside. */
class BenchApplication final : public QApplication
{
public:
    using QApplication::QApplication;

    void watch(QObject *receiver, std::function<void(double ms)> done)
    {
        m_receiver = receiver;
        m_done = std::move(done);
    }

    /// An event delivered: the receiver's class and name as they were before (it may be gone
    /// after: a deferred delete), and the event's type.
    struct Delivery
    {
        const char *className = nullptr;
        QString objectName;
        QEvent::Type type = QEvent::None;
    };
    /// The object's name, else that of the nearest named object holding it ("in name"): the
    /// widget a chart's scene is shown in, a page's unnamed timer.
    static QString nameOf(const QObject *object)
    {
        if (!object->objectName().isEmpty())
            return object->objectName();
        const QObject *holder = object->parent();
        if (const auto *scene = qobject_cast<const QGraphicsScene *>(object);
            scene && !scene->views().isEmpty())
            holder = scene->views().constFirst();
        for (; holder; holder = holder->parent()) {
            if (!holder->objectName().isEmpty())
                return QStringLiteral("in ") + holder->objectName();
        }
        return {};
    }
    /// Times every outermost event delivery from now on (none: stops), calling `handled`
    /// with its milliseconds and what it was.
    void timeEvents(std::function<void(double ms, const Delivery &what)> handled)
    {
        m_everyEvent = std::move(handled);
    }

    bool notify(QObject *receiver, QEvent *event) override
    {
        if (m_everyEvent && m_depth == 0) {
            const Delivery what{receiver->metaObject()->className(), nameOf(receiver),
                                event->type()};
            QElapsedTimer timer;
            timer.start();
            ++m_depth;
            const bool result = notifyWatched(receiver, event);
            --m_depth;
            m_everyEvent(double(timer.nsecsElapsed()) / 1e6, what);
            return result;
        }
        ++m_depth;
        const bool result = notifyWatched(receiver, event);
        --m_depth;
        return result;
    }

private:
    bool notifyWatched(QObject *receiver, QEvent *event)
    {
        if (!m_receiver || receiver != m_receiver || event->type() != QEvent::MetaCall)
            return QApplication::notify(receiver, event);
        QElapsedTimer timer;
        timer.start();
        const bool result = QApplication::notify(receiver, event);
        if (m_done)
            m_done(double(timer.nsecsElapsed()) / 1e6);
        return result;
    }

    QObject *m_receiver = nullptr;
    std::function<void(double)> m_done;
    std::function<void(double, const Delivery &)> m_everyEvent;
    int m_depth = 0; ///< notify() calls under way (an event's handling may deliver others)
};

/** The GUI thread's stalls while it is alive: the lateness of a 4 ms probe timer (the longest
 *  time the thread stayed away from its event loop), and the three longest event deliveries,
 *  each named by the moment (set by the script), its receiver and the event. */
class StallWatch
{
public:
    StallWatch()
    {
        auto &app = static_cast<BenchApplication &>(*qApp);
        app.timeEvents([this](double ms, const BenchApplication::Delivery &d) {
            if (ms > 16 && qEnvironmentVariableIsSet("POLYCHIP_BENCH_VERBOSE"))
                std::fprintf(
                    stderr, "%s bench_ui: %.1f ms in %s: %s\n",
                    qPrintable(QTime::currentTime().toString(QStringLiteral("hh:mm:ss.zzz"))), ms,
                    qPrintable(moment), d.className);
            if (m_worst.size() == 3 && ms <= m_worst.back().ms)
                return;
            const char *event = QMetaEnum::fromType<QEvent::Type>().valueToKey(d.type);
            m_worst.push_back(
                {ms, QStringLiteral("%1: %2 \"%3\", %4")
                         .arg(moment, QLatin1String(d.className), d.objectName,
                              event ? QLatin1String(event) : QString::number(d.type))});
            std::sort(m_worst.begin(), m_worst.end(),
                      [](const Worst &a, const Worst &b) { return a.ms > b.ms; });
            m_worst.resize(std::min<std::size_t>(m_worst.size(), 3));
        });
        m_probe.setInterval(4);
        QObject::connect(&m_probe, &QTimer::timeout, &m_probe, [this] {
            const double late = double(m_sinceProbe.nsecsElapsed()) / 1e6 - 4;
            if (late > m_stall) {
                m_stall = late;
                m_stallMoment = moment;
            }
            m_sinceProbe.restart();
        });
        m_sinceProbe.start();
        m_probe.start();
    }

    ~StallWatch() { stop(); }

    void stop()
    {
        m_probe.stop();
        static_cast<BenchApplication &>(*qApp).timeEvents({});
    }

    /// The longest stall; prints the longest three events.
    double report(const char *what)
    {
        stop();
        std::printf("  %s, its longest stall: %.1f ms in %s\n", what, m_stall,
                    qPrintable(m_stallMoment));
        for (const Worst &w : m_worst)
            std::printf("  %s, one of its longest events: %.1f ms in %s\n", what, w.ms,
                        qPrintable(w.what));
        return m_stall;
    }

    QString moment = QStringLiteral("start");

private:
    struct Worst
    {
        double ms = 0;
        QString what;
    };
    std::vector<Worst> m_worst;
    QTimer m_probe;
    QElapsedTimer m_sinceProbe;
    double m_stall = 0;
    QString m_stallMoment;
};

/// A bundled-simulator data directory whose state already holds `instances` running ones.
/// Built in a child process so this one's memory figure stays the console's own.
void prepare(const fs::path &dir, int instances)
{
    const pid_t pid = fork();
    if (pid == 0) {
        fs::create_directories(dir / "state");
        auto store = sim::Store::open((dir / "state" / "polychip-sim.db").string());
        auto e = bench::engineWith(instances);
        _exit(store && e->attach(*store.value()).ok() && e->commit() ? 0 : 1);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        std::fprintf(stderr, "bench_ui: could not prepare %d instances\n", instances);
        std::exit(1);
    }
}

/// The console as main.cpp builds it, on the simulator state in `dir`.
struct Console
{
    QTemporaryDir settings;
    std::unique_ptr<app::Connection> connection;
    std::unique_ptr<app::ProfileStore> profiles;
    std::unique_ptr<app::SecretStore> secrets;
    std::unique_ptr<app::MainWindow> window;

    /// `simulatorArguments`, `firstRunScenario`: the bundled simulator's (none by default).
    explicit Console(const fs::path &dir,
                     const QStringList &simulatorArguments = {},
                     const QString &firstRunScenario = {})
    {
        app::BundledSimulator::Options options;
        options.program = QStringLiteral(POLYCHIP_SIM_EXE);
        options.dataDir = QString::fromStdString(dir.string());
        options.extraArguments = simulatorArguments;
        options.firstRunScenario = firstRunScenario;
        connection = std::make_unique<app::Connection>(options);
        profiles = std::make_unique<app::ProfileStore>(settings.filePath(QStringLiteral("p.ini")));
        secrets = std::make_unique<app::SecretStore>(*profiles);
        window = std::make_unique<app::MainWindow>(*connection, *profiles);
        app::addPages(*window, *connection, *profiles, *secrets);
        window->resize(1280, 800);
        window->show();
        window->startAfterFirstPaint();
    }

    ~Console()
    {
        window.reset();
        connection.reset();
    }

    /// Waits until all `n` instances are listed and each has live metrics.
    bool loaded(std::size_t n)
    {
        return waitFor(
            [&] {
                const auto *s = connection->session();
                if (!s || s->instances().size() < n
                    || window->findChild<ui::InstancesPage *>()->model()->rowCount() < int(n))
                    return false;
                return std::all_of(
                    s->instances().all().begin(), s->instances().all().end(),
                    [&](const auto &e) { return s->instances().metrics(e.first).has_value(); });
            },
            180000);
    }
};

void memory(const fs::path &dir)
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    Console console(dir);
    // From the start (the bundled simulator's included) to the whole, sorted table: beside
    // ui.first_list_10k_ms, how the wait grows with the list.
    const auto listed = [&] {
        auto *page = console.window->findChild<ui::InstancesPage *>();
        return page && page->view()->model()->rowCount() >= 1000;
    };
    if (waitFor(listed, 180000))
        std::printf("BENCH ui.first_list_1k_ms %.0f ms\n", double(sinceStart.nsecsElapsed()) / 1e6);
    if (!console.loaded(1000)) {
        std::fprintf(stderr, "bench_ui: the console did not load 1,000 instances\n");
        return;
    }
    waitFor([] { return false; }, 5000); // a few more seconds of history, charts drawn
    std::printf("BENCH ui.rss_mb_1k_instances %.0f MB\n", rssMb());
}

void tick(const fs::path &dir)
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    Console console(dir);
    // From the start (the bundled simulator's included) to the whole, sorted table.
    const auto listed = [&] {
        auto *page = console.window->findChild<ui::InstancesPage *>();
        return page && page->view()->model()->rowCount() >= 10000;
    };
    if (!waitFor(listed, 180000)) {
        std::fprintf(stderr, "bench_ui: the console did not list 10,000 instances\n");
        return;
    }
    std::printf("BENCH ui.first_list_10k_ms %.0f ms\n", double(sinceStart.nsecsElapsed()) / 1e6);
    if (!console.loaded(10000)) {
        std::fprintf(stderr, "bench_ui: the console did not load 10,000 instances\n");
        return;
    }
    auto *session = console.connection->session();
    auto *viewport = console.window->findChild<ui::InstancesPage *>()->view()->viewport();
    // The whole GUI-thread handling of one metrics second: the queued call that records the
    // (already decoded) batch, every slot of metricsUpdated (the table model's one dataChanged,
    // the proxy, the details pane), then the repaint of the visible rows.
    bool sawSecond = false;
    QObject context;
    QObject::connect(&session->instances(), &client::InstanceStore::metricsUpdated, &context,
                     [&] { sawSecond = true; });
    std::vector<double> ticks, handled, painted;
    auto &app = static_cast<BenchApplication &>(*qApp);
    app.watch(console.connection->client(), [&](double ms) {
        if (!sawSecond)
            return;
        sawSecond = false;
        QElapsedTimer paint;
        paint.start();
        viewport->repaint();
        const double paintMs = double(paint.nsecsElapsed()) / 1e6;
        ticks.push_back(ms + paintMs);
        handled.push_back(ms);
        painted.push_back(paintMs);
    });
    waitFor([&] { return ticks.size() >= 15; }, 60000);
    app.watch(nullptr, {});
    // Fifteen seconds and more of every instance's history by now.
    std::printf("BENCH ui.rss_mb_10k_instances %.0f MB\n", rssMb());
    std::printf("BENCH ui.instances_tick_10k_ms %.1f ms\n", median(ticks));
    // Its two parts (medians of each: they need not add up to the median of the whole).
    std::printf("BENCH ui.instances_tick_10k_handle_ms %.1f ms\n", median(handled));
    std::printf("BENCH ui.instances_tick_10k_paint_ms %.1f ms\n", median(painted));

    // What the worker thread did before: decoding the batch of 10,000 samples.
    api::MetricsBatch batch;
    batch.t.unixSeconds = session->platformTime();
    for (const auto &[id, i] : session->instances().all())
        batch.samples.push_back({id, i.live});
    const std::string body = api::encode(batch);
    std::vector<double> decode;
    for (int k = 0; k < 10; ++k) {
        QElapsedTimer t;
        t.start();
        const auto decoded = api::decode<api::MetricsBatch>(body);
        decode.push_back(double(t.nsecsElapsed()) / 1e6);
        if (!decoded)
            std::exit(1);
    }
    std::printf("BENCH ui.metrics_decode_10k_ms %.1f ms\n", median(decode));
}

void chartUpdate()
{
    QChartView view;
    view.resize(1200, 400);
    auto *series = new QLineSeries;
    view.chart()->addSeries(series);
    view.chart()->createDefaultAxes();
    view.chart()->setAnimationOptions(QChart::NoAnimation);
    view.chart()->legend()->hide();
    view.show();
    QList<QPointF> day;
    for (int t = 0; t < 86400; ++t)
        day << QPointF(t, 50 + 40 * std::sin(t / 600.0) + (t % 97 == 0 ? 10 : 0));
    auto *x = qobject_cast<QValueAxis *>(view.chart()->axes(Qt::Horizontal).front());
    view.chart()->axes(Qt::Vertical).front()->setRange(0, 110);
    const auto update = [&] {
        const int columns = std::max(1, int(view.chart()->plotArea().width()));
        series->replace(ui::decimateMinMax(day, columns));
        x->setRange(day.front().x(), day.back().x());
        view.viewport()->repaint();
    };
    update();
    std::vector<double> runs;
    for (int k = 0; k < 51; ++k) {
        QElapsedTimer timer;
        timer.start();
        const double t = day.back().x() + 1;
        day.removeFirst();
        day << QPointF(t, 50 + 40 * std::sin(t / 600.0));
        update();
        if (k > 0)
            runs.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    std::printf("BENCH ui.chart_update_86400pts_ms %.1f ms\n", median(runs));
}

void dashboardRefresh(const fs::path &dir)
{
    Console console(dir);
    if (!console.loaded(1000)) {
        std::fprintf(stderr, "bench_ui: the console did not load 1,000 instances\n");
        return;
    }
    auto *client = console.connection->client();
    api::ClockUpdate pause;
    pause.paused = true;
    bool paused = false;
    QObject context;
    client->call(client::ops::setSimClock(pause), &context,
                 [&](api::Result<api::Clock> r) { paused = bool(r); });
    waitFor([&] { return paused; }, 10000);
    waitFor([] { return false; }, 2000); // the last ticks in flight are handled
    console.window->showPage(QStringLiteral("dashboard"));
    auto *page = console.window->findChild<ui::DashboardPage *>();
    page->findChild<QComboBox *>(QStringLiteral("dashboardRange"))->setCurrentIndex(3); // 30 d
    const auto idle
        = [&] { return !page->spendPanel()->isLoading() && page->tiles()->insights().has_value(); };
    waitFor(idle, 30000);
    double handled = 0;
    auto &app = static_cast<BenchApplication &>(*qApp);
    std::vector<double> runs;
    for (int k = 0; k < 11; ++k) {
        handled = 0;
        app.watch(client, [&](double ms) { handled += ms; });
        QElapsedTimer own;
        own.start();
        page->refresh();
        double ms = double(own.nsecsElapsed()) / 1e6;
        waitFor([] { return false; }, 1500); // every answer in (there are three)
        app.watch(nullptr, {});
        QElapsedTimer paint;
        paint.start();
        page->content()->repaint();
        ms += handled + double(paint.nsecsElapsed()) / 1e6;
        if (k > 0)
            runs.push_back(ms);
    }
    std::printf("BENCH ui.dashboard_refresh_ms %.1f ms\n", median(runs));
}

void firstPaint(const fs::path &dir)
{
    // The bundled simulator is already running: this process owns it, the consoles attach.
    app::BundledSimulator::Options options;
    options.program = QStringLiteral(POLYCHIP_SIM_EXE);
    options.dataDir = QString::fromStdString(dir.string());
    options.firstRunScenario.clear();
    app::BundledSimulator simulator(options);
    simulator.start();
    if (!waitFor([&] { return simulator.state() == app::BundledSimulator::State::Running; },
                 30000)) {
        std::fprintf(stderr, "bench_ui: the simulator did not start\n");
        return;
    }
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    // The console's settings go to a throw-away place, not the user's.
    env.insert(QStringLiteral("XDG_CONFIG_HOME"),
               QString::fromStdString((dir / "config").string()));
    env.insert(QStringLiteral("XDG_DATA_HOME"), QString::fromStdString((dir / "data").string()));
    // Started, painted, gone: the milliseconds from the start to its first paint, -1 if none.
    const auto paint = [&](const QString &program, const QStringList &args) -> double {
        QProcess process;
        process.setProcessEnvironment(env);
        const qint64 started = QDateTime::currentMSecsSinceEpoch();
        process.start(program, args);
        if (!process.waitForFinished(30000)) {
            process.kill();
            return -1;
        }
        const QString out = QString::fromLocal8Bit(process.readAllStandardOutput());
        const auto at = out.indexOf(QLatin1String("first-paint-epoch-ms "));
        if (at < 0)
            return -1;
        const qint64 painted
            = out.mid(at + 21).trimmed().section(QLatin1Char('\n'), 0, 0).toLongLong();
        return double(painted - started);
    };
    // The console and its floor one after the other, the same number of times: what slows the
    // machine meanwhile slows both.
    std::vector<double> runs, floors;
    for (int k = 0; k < 11; ++k) {
        const double console = paint(QStringLiteral(POLYCHIP_CONSOLE_EXE),
                                     {QStringLiteral("--simulator-dir"), options.dataDir,
                                      QStringLiteral("--report-first-paint")});
        const double floor = paint(QStringLiteral(POLYCHIP_PAINT_FLOOR_EXE), {});
        if (console < 0 || floor < 0) {
            std::fprintf(stderr, "bench_ui: %s did not paint\n",
                         console < 0 ? "the console" : "the floor");
            return;
        }
        if (k > 0) { // the first run warms the disk cache
            runs.push_back(console);
            floors.push_back(floor);
        }
    }
    std::printf("BENCH ui.first_paint_ms %.0f ms\n", median(runs));
    std::printf("BENCH ui.first_paint_floor_ms %.0f ms\n", median(floors));
    std::printf("BENCH ui.first_paint_ratio %.2f x\n", median(runs) / median(floors));
}

void catalog(const fs::path &dir)
{
    fs::create_directories(dir / "data");
    {
        auto store = sim::Store::open((dir / "data" / "polychip-sim.db").string());
        auto e = bench::engineWith(1); // the key key_sim_bench-0
        if (!store || !e->attach(*store.value()).ok() || !e->commit())
            return;
    }
    bench::Sim sim(dir, {"--catalog-scale", "100000"});
    client::ApiClient c({sim.url(""), "key_sim_bench-0", std::string(32, 'x'), {}, {}});
    client::Session session(c);
    session.start();
    if (!waitFor([&] { return !session.catalog().accelerators().empty(); }, 30000)) {
        std::fprintf(stderr, "bench_ui: no accelerators\n");
        return;
    }
    ui::CatalogBrowser browser(ui::CatalogKind::Models);
    browser.resize(1400, 900);
    browser.show();
    browser.setSession(&c, &session);
    const double before = rssMb();
    // The GUI thread's stalls while the list arrives.
    StallWatch stalls;
    stalls.moment = QStringLiteral("models arriving");
    QElapsedTimer load;
    load.start();
    session.listCatalogEntries();
    const auto complete = [&] {
        return session.catalog().modelsListing() == client::CatalogStore::Listing::Complete;
    };
    if (!waitFor(complete, 300000) || session.catalog().models().size() < 100'000) {
        std::fprintf(stderr, "bench_ui: the models did not arrive\n");
        return;
    }
    const double listedS = double(load.elapsed()) / 1000.0;
    stalls.moment = QStringLiteral("models indexed");
    const auto indexed = [&] { return !browser.indexing() && browser.index().size() >= 100'000; };
    if (!waitFor(indexed, 60000)) {
        std::fprintf(stderr, "bench_ui: the models were not indexed\n");
        return;
    }
    const double stall = stalls.report("catalogue");
    const double loadS = double(load.elapsed()) / 1000.0;
    std::fprintf(stderr, "bench_ui: listed in %.2f s, indexed %.2f s after the start\n", listedS,
                 loadS);
    waitFor([] { return false; }, 500);
    const double rss = rssMb() - before;

    std::vector<double> keystrokes, handling;
    QLineEdit *search = browser.searchField();
    for (const QString &word : {QStringLiteral("llama 2 chat"), QStringLiteral("qwen instruct"),
                                QStringLiteral("mistral 7b"), QStringLiteral("whisper"),
                                QStringLiteral("code"), QStringLiteral("ｌｌａｍａ")}) {
        for (int n = 1; n <= word.size(); ++n) {
            QElapsedTimer timer;
            timer.start();
            search->setText(word.left(n)); // filters, counts and refills the list at once
            const double handled = double(timer.nsecsElapsed()) / 1e6;
            // What the change marked dirty is painted, as the event loop would.
            QCoreApplication::sendPostedEvents();
            QCoreApplication::processEvents();
            keystrokes.push_back(double(timer.nsecsElapsed()) / 1e6);
            handling.push_back(handled);
            if (qEnvironmentVariableIsSet("POLYCHIP_BENCH_VERBOSE"))
                std::fprintf(stderr, "bench_ui: \"%s\" %.2f ms (%.2f before painting)\n",
                             qPrintable(word.left(n)), keystrokes.back(), handled);
        }
        search->clear();
    }
    {
        // Where a keystroke's time goes: the index alone, over the same words.
        client::CatalogIndex index;
        index.build(session.catalog().modelsSnapshot().entries, session.catalog().accelerators());
        std::vector<double> runs;
        for (const QString &word :
             {QStringLiteral("llama 2 chat"), QStringLiteral("qwen instruct")}) {
            for (int n = 1; n <= word.size(); ++n) {
                client::CatalogIndex::Query q;
                q.text = word.left(n);
                QElapsedTimer timer;
                timer.start();
                const auto r = index.run(q);
                runs.push_back(double(timer.nsecsElapsed()) / 1e6);
            }
        }
        std::fprintf(stderr,
                     "bench_ui: the index alone: median %.2f ms; before the repaint %.2f ms\n",
                     median(runs), median(handling));
    }
    // The launch wizard's model field: its first keystroke after the models arrived asks a
    // worker for the search's index (ModelSearch), and the offers follow; the next ones only
    // search it.
    double wizardFirst = 0;
    double wizardOffers = 0;
    double wizardNext = 0;
    {
        ui::ModelChoices choices;
        ui::ModelSearch offers(choices);
        choices.show(&session.catalog(), {});
        QElapsedTimer timer;
        timer.start();
        offers.search(QStringLiteral("l"));
        wizardFirst = double(timer.nsecsElapsed()) / 1e6;
        waitFor([&] { return offers.rowCount() > 0; }, 60000);
        wizardOffers = double(timer.nsecsElapsed()) / 1e6;
        timer.restart();
        offers.search(QStringLiteral("ll"));
        wizardNext = double(timer.nsecsElapsed()) / 1e6;
    }
    std::printf("BENCH ui.catalog_filter_100k_ms %.2f ms\n", median(keystrokes));
    std::printf("BENCH ui.catalog_filter_100k_max_ms %.2f ms\n",
                *std::max_element(keystrokes.begin(), keystrokes.end()));
    std::printf("BENCH ui.catalog_load_100k_s %.2f s\n", loadS);
    std::printf("BENCH ui.catalog_load_100k_max_stall_ms %.1f ms\n", stall);
    std::printf("BENCH ui.catalog_rss_mb_100k %.0f MB\n", rss);
    std::printf("BENCH ui.wizard_model_first_key_100k_ms %.1f ms\n", wizardFirst);
    std::printf("BENCH ui.wizard_model_first_offers_100k_ms %.0f ms\n", wizardOffers);
    std::printf("BENCH ui.wizard_model_next_key_100k_ms %.2f ms\n", wizardNext);
}

/// ui.longest_stall_ms: a scripted minute of use, the GUI thread's longest absence from its event
/// loop (a 4 ms probe timer's lateness), and the three longest event deliveries by moment.
void stalls(const fs::path &dir)
{
    StallWatch watch;
    QString &moment = watch.moment;
    const auto pause = [](int ms) { waitFor([] { return false; }, ms); };

    // Start, on a simulator with 100,000 models, the team-month scenario loaded on first start.
    Console console(dir, {QStringLiteral("--catalog-scale"), QStringLiteral("100000")},
                    QStringLiteral("team-month"));
    const auto live = [&] {
        const auto *s = console.connection->session();
        return s && s->instances().size() > 0
               && console.window->findChild<ui::InstancesPage *>()->model()->rowCount() > 0;
    };
    if (!waitFor(live, 60000)) {
        std::fprintf(stderr, "bench_ui: the console did not list the team-month scenario\n");
        return;
    }
    const QString pages[]
        = {QLatin1String(ui::pageid::kDashboard), QLatin1String(ui::pageid::kInstances),
           QLatin1String(ui::pageid::kTemplates), QLatin1String(ui::pageid::kStorage),
           QLatin1String(ui::pageid::kBilling),   QLatin1String(ui::pageid::kSimulator),
           QLatin1String(ui::pageid::kSettings)};
    const auto visitAll = [&](const QString &why) {
        for (const QString &page : pages) {
            moment = why + QLatin1Char(' ') + page;
            console.window->showPage(page);
            pause(1200);
        }
    };
    visitAll(QStringLiteral("visiting"));

    // The launch wizard, opened and left.
    moment = QStringLiteral("wizard");
    console.window->showPage(QLatin1String(ui::pageid::kTemplates));
    if (auto *action = console.window->findChild<QAction *>(QStringLiteral("actionNewInstance")))
        action->trigger();
    pause(3000);
    for (auto *dialog : console.window->findChildren<QDialog *>())
        if (dialog->isVisible())
            dialog->reject();

    // The 100,000-model catalogue arriving (listed when the Catalog is first shown).
    moment = QStringLiteral("catalogue arriving");
    console.window->showPage(QLatin1String(ui::pageid::kCatalog));
    waitFor(
        [&] {
            const auto *s = console.connection->session();
            return s && s->catalog().modelsListing() == client::CatalogStore::Listing::Complete;
        },
        60000);
    pause(3000); // indexed meanwhile, on its worker

    // The simulator killed: the console restarts it and reconnects.
    moment = QStringLiteral("simulator killed");
    if (const qint64 pid = console.connection->simulator().processId(); pid > 0)
        kill(pid_t(pid), SIGKILL);
    pause(2000);
    moment = QStringLiteral("simulator restarted");
    waitFor(
        [&] {
            const auto *s = console.connection->session();
            return console.connection->simulator().state() == app::BundledSimulator::State::Running
                   && s && s->state() == client::Session::State::Live;
        },
        30000);
    pause(2000);

    // Errors on 30 % of the requests, 800 ms late, while the pages are visited again.
    moment = QStringLiteral("faults set");
    api::Faults faults;
    faults.latencyMs = 800;
    faults.errorRate = 0.3;
    bool set = false;
    QObject context;
    const auto setFaults = [&](const api::Faults &f) {
        set = false;
        if (auto *client = console.connection->client())
            client->call(client::ops::setSimFaults(f), &context,
                         [&](api::Result<api::Faults> r) { set = bool(r); });
        waitFor([&] { return set; }, 15000);
    };
    setFaults(faults);
    visitAll(QStringLiteral("faults,"));
    moment = QStringLiteral("faults cleared");
    setFaults(api::Faults{});
    pause(1000);

    std::printf("BENCH ui.longest_stall_ms %.1f ms\n", watch.report("a minute of use"));
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    BenchApplication app(argc, argv);
    QTemporaryDir root(QStringLiteral("/tmp/polychip-bench-ui-XXXXXX"));
    const fs::path base(root.path().toStdString());
    // Names on the command line run those parts only (e.g. `bench_ui catalog`).
    const QStringList only = QCoreApplication::arguments().mid(1);
    const auto wanted
        = [&](const char *part) { return only.isEmpty() || only.contains(QLatin1String(part)); };
    if (wanted("memory") || wanted("tick") || wanted("dashboard"))
        prepare(base / "1k", 1'000);
    if (wanted("tick"))
        prepare(base / "10k", 10'000);
    if (wanted("memory"))
        memory(base / "1k");
    if (wanted("tick"))
        tick(base / "10k");
    if (wanted("paint"))
        firstPaint(base / "paint");
    if (wanted("chart"))
        chartUpdate();
    if (wanted("dashboard"))
        dashboardRefresh(base / "1k");
    if (wanted("catalog"))
        catalog(base / "catalog");
    if (wanted("stalls"))
        stalls(base / "stalls");
    return 0;
}
