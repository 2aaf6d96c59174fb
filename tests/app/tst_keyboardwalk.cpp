// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The console with the keyboard alone: on every page of the main window and in the main dialogs
// (the launch wizard's steps, the switch dialog, the profile, budget and Preferences dialogs), Tab
// and Shift+Tab move the focus through distinct, visible widgets and come back round, never trapped
// in one (a table's cells, a text box), reaching every field shown.
#include "consolekit.h"
#include "instancestore.h"
#include "kit/consolepage.h"
#include "launch/launchwizard.h"
#include "mainwindow.h"
#include "pages.h"
#include "profiles.h"
#include "session.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPointer>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QWizard>

#include <functional>
#include <memory>

using namespace polychip;

namespace {

constexpr int kPresses = 80;

QString describe(const QWidget *w)
{
    if (!w)
        return QStringLiteral("nothing");
    QString what = QString::fromLatin1(w->metaObject()->className());
    if (!w->objectName().isEmpty())
        what += QLatin1Char(' ') + w->objectName();
    for (const QWidget *p = w->parentWidget(); p; p = p->parentWidget()) {
        if (!p->objectName().isEmpty() && !p->objectName().startsWith(QLatin1String("qt_"))) {
            what += QStringLiteral(" in ") + p->objectName();
            break;
        }
    }
    return what;
}

/// Presses Tab may rightly leave on one widget: the sections of a date, the links of a label.
int pressesAllowedOn(const QWidget *w)
{
    for (const QWidget *p = w; p; p = p->parentWidget()) {
        if (const auto *date = qobject_cast<const QDateTimeEdit *>(p))
            return date->sectionCount() + 1;
    }
    if (const auto *label = qobject_cast<const QLabel *>(w))
        return int(label->text().count(QLatin1String("<a "))) + 1;
    return 1;
}

/// The widget that stands for `w` in the focus chain (a spin box for its line edit...).
const QWidget *standIn(const QWidget *w)
{
    for (const QWidget *p = w->parentWidget(); p && !p->isWindow(); p = p->parentWidget()) {
        if (p->focusProxy() == w || qobject_cast<const QAbstractSpinBox *>(p)
            || qobject_cast<const QComboBox *>(p))
            return p;
    }
    return w;
}

/// The fields a user should reach with Tab in `window` as it is shown now.
QList<const QWidget *> tabStops(const QWidget *window)
{
    QList<const QWidget *> stops;
    const auto all = window->findChildren<QWidget *>();
    for (const QWidget *w : all) {
        if (!w->isVisible() || !w->isEnabled() || w->window() != window
            || !(w->focusPolicy() & Qt::TabFocus) || w->focusProxy())
            continue;
        if (standIn(w) != w)
            continue;
        stops << w;
    }
    return stops;
}

/** One walk round a window from `start`: what had the focus after each press. */
struct Walk
{
    QList<const QWidget *> order;
    QStringList problems;
};

Walk walk(QWidget *window, QWidget *start, bool forward, const QString &where)
{
    Walk result;
    const QString direction = forward ? QStringLiteral("Tab") : QStringLiteral("Shift+Tab");
    start->setFocus(forward ? Qt::TabFocusReason : Qt::BacktabFocusReason);
    QApplication::processEvents();
    const QWidget *first = QApplication::focusWidget();
    if (!first || first->window() != window) {
        result.problems
            << QStringLiteral("%1: %2 cannot take the focus").arg(where, describe(start));
        return result;
    }
    const QWidget *was = first;
    result.order << first;
    int stayed = 0;
    bool round = false;
    for (int i = 0; i < kPresses && !round; ++i) {
        QTest::keyClick(QApplication::focusWidget(), forward ? Qt::Key_Tab : Qt::Key_Backtab,
                        forward ? Qt::NoModifier : Qt::ShiftModifier);
        const QWidget *now = QApplication::focusWidget();
        if (!now || now->window() != window) {
            result.problems << QStringLiteral("%1: %2 from %3 left the window (to %4)")
                                   .arg(where, direction, describe(was), describe(now));
            return result;
        }
        if (!now->isVisible())
            result.problems << QStringLiteral("%1: %2 gave the focus to %3, which is not shown")
                                   .arg(where, direction, describe(now));
        if (now == was) {
            if (++stayed >= pressesAllowedOn(now)) {
                result.problems << QStringLiteral("%1: %2 is trapped in %3")
                                       .arg(where, direction, describe(now));
                return result;
            }
            continue;
        }
        stayed = 0;
        round = now == first;
        if (!round)
            result.order << now;
        was = now;
    }
    if (!round)
        result.problems << QStringLiteral("%1: %2 did not come back round to %3 in %4 presses")
                               .arg(where, direction, describe(first))
                               .arg(kPresses);
    return result;
}

/// Where `w` is in its window.
QRect inWindow(const QWidget *w)
{
    return QRect(w->mapTo(w->window(), QPoint(0, 0)), w->size());
}

/// Whether `b` reads before `a`: wholly above it, or on its row and wholly to its left.
bool readsBefore(const QWidget *b, const QWidget *a)
{
    const QRect ra = inWindow(a);
    const QRect rb = inWindow(b);
    if (rb.bottom() < ra.top())
        return true;
    const bool sameRow = rb.top() <= ra.bottom() && ra.top() <= rb.bottom();
    return sameRow && rb.right() < ra.left();
}

/// Tab goes as one reads: among the fields of one container (a form, a row of buttons), each
/// next field is below or to the right of the one before.
QStringList readingOrder(const Walk &forward, const QString &where)
{
    QStringList problems;
    for (qsizetype i = 0; i + 1 < forward.order.size(); ++i) {
        const QWidget *a = standIn(forward.order[i]);
        const QWidget *b = standIn(forward.order[i + 1]);
        if (a->parentWidget() == b->parentWidget() && readsBefore(b, a))
            problems << QStringLiteral("%1: Tab goes back up from %2 to %3")
                            .arg(where, describe(a), describe(b));
    }
    return problems;
}

/// Both ways round `window` from `start`; every field shown reached, in reading order.
QStringList walkBothWays(QWidget *window, QWidget *start, const QString &where)
{
    QStringList problems;
    // Fields shown throughout (a list filling in meanwhile adds some).
    const auto before = tabStops(window);
    const Walk forward = walk(window, start, true, where);
    const Walk backward = walk(window, start, false, where);
    problems << forward.problems << backward.problems << readingOrder(forward, where);
    const auto stops = tabStops(window);
    for (const Walk *way : {&forward, &backward}) {
        if (!way->problems.isEmpty())
            continue;
        QSet<const QWidget *> reached;
        for (const QWidget *w : way->order)
            reached.insert(standIn(w));
        for (const QWidget *w : stops) {
            if (!reached.contains(w) && before.contains(w))
                problems << QStringLiteral("%1: %2 never reaches %3")
                                .arg(where,
                                     way == &forward ? QStringLiteral("Tab")
                                                     : QStringLiteral("Shift+Tab"),
                                     describe(w));
        }
    }
    return problems;
}

/// The dialog `open` opens (waited for), or null.
QDialog *dialogOpenedBy(const std::function<void()> &open)
{
    QSet<QWidget *> before;
    for (QWidget *w : QApplication::topLevelWidgets()) {
        if (w->isVisible())
            before.insert(w);
    }
    open();
    QDialog *found = nullptr;
    static_cast<void>(QTest::qWaitFor(
        [&] {
            for (QWidget *w : QApplication::topLevelWidgets()) {
                if (auto *d = qobject_cast<QDialog *>(w);
                    d && d->isVisible() && !before.contains(w))
                    found = d;
            }
            return found != nullptr;
        },
        3000));
    return found;
}

/// A dialog's walk: from the widget it gives the focus to first.
QStringList walkDialog(QDialog *dialog, const QString &where)
{
    dialog->activateWindow();
    if (!QTest::qWaitForWindowActive(dialog))
        return {QStringLiteral("%1: never active").arg(where)};
    QWidget *start = QApplication::focusWidget();
    if (!start || start->window() != dialog) {
        const auto stops = tabStops(dialog);
        if (stops.isEmpty())
            return {QStringLiteral("%1: nothing takes the focus").arg(where)};
        start = const_cast<QWidget *>(stops.first());
    }
    return walkBothWays(dialog, start, where);
}

using Console = test::AppConsole; ///< on the welcome scenario

} // namespace

class KeyboardWalkTest final : public QObject
{
    Q_OBJECT

    std::unique_ptr<Console> m_console;

    app::MainWindow &window() { return *m_console->window; }

    ui::ConsolePage *page(const char *id)
    {
        window().showPage(QString::fromLatin1(id));
        auto *stack = window().findChild<QStackedWidget *>(QStringLiteral("pages"));
        for (int i = 0; i < stack->count(); ++i) {
            auto *p = qobject_cast<ui::ConsolePage *>(stack->widget(i));
            if (p && p->id() == QString::fromLatin1(id))
                return p;
        }
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PolychipTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_keyboardwalk"));
        QSettings().clear();
        m_console = std::make_unique<Console>();
        window().start();
        QVERIFY(m_console->live());
        QVERIFY(QTest::qWaitFor(
            [&] { return m_console->connection->session()->instances().size() > 0; }, 10000));
        window().activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window()));
    }

    void cleanupTestCase() { m_console.reset(); }

    void everyPage()
    {
        auto *sidebar = window().findChild<QListWidget *>(QStringLiteral("sidebar"));
        auto *stack = window().findChild<QStackedWidget *>(QStringLiteral("pages"));
        QVERIFY(sidebar && stack);
        QStringList problems;
        for (int i = 0; i < stack->count(); ++i) {
            auto *p = qobject_cast<ui::ConsolePage *>(stack->widget(i));
            QVERIFY(p);
            window().showPage(p->id());
            QTRY_VERIFY2(window().currentPageId() == p->id() && p->isVisible(),
                         qPrintable(p->id()));
            // Its lists with something current, as after the first click.
            for (QAbstractItemView *v : p->findChildren<QAbstractItemView *>()) {
                if (v->isVisible() && v->model() && v->model()->rowCount() > 0
                    && !v->currentIndex().isValid())
                    v->setCurrentIndex(v->model()->index(0, 0));
            }
            problems << walkBothWays(&window(), sidebar, QStringLiteral("%1 page").arg(p->title()));
        }
        for (const QString &p : std::as_const(problems))
            qInfo().noquote() << p;
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("%1 problems").arg(problems.size())));
    }

    void instancesPageGoesFromTheSidebarToTheFilterThenTheTable()
    {
        ui::ConsolePage *instances = page(ui::pageid::kInstances);
        QVERIFY(instances);
        QTRY_VERIFY(instances->isVisible());
        auto *sidebar = window().findChild<QListWidget *>(QStringLiteral("sidebar"));
        const Walk forward = walk(&window(), sidebar, true, QStringLiteral("Instances"));
        QVERIFY2(forward.problems.isEmpty(), qPrintable(forward.problems.join(QLatin1Char('\n'))));
        QList<const QWidget *> inPage;
        for (const QWidget *w : forward.order) {
            if (instances->isAncestorOf(w))
                inPage << w;
        }
        QVERIFY(inPage.size() > 2);
        QCOMPARE(inPage.first()->objectName(), QStringLiteral("instanceFilter"));
        const auto at = [&](const char *name) {
            for (qsizetype k = 0; k < inPage.size(); ++k) {
                if (inPage[k]->objectName() == QLatin1String(name))
                    return k;
            }
            return qsizetype(-1);
        };
        QVERIFY(at("columnsButton") >= 0);
        QCOMPARE(at("instancesView"), at("columnsButton") + 1);
    }

    void mainDialogs()
    {
        QStringList problems;
        // The launch wizard, step by step as far as a step lets it go on without a launch.
        page(ui::pageid::kTemplates);
        QAction *newInstance = window().findChild<QAction *>(QStringLiteral("actionNewInstance"));
        QVERIFY(newInstance);
        auto *wizard = qobject_cast<QWizard *>(dialogOpenedBy([&] { newInstance->trigger(); }));
        QVERIFY(wizard);
        for (int step = 0; step < 8; ++step) {
            QWizardPage *current = wizard->currentPage();
            problems << walkDialog(wizard,
                                   QStringLiteral("Launch wizard, “%1”").arg(current->title()));
            if (current->isCommitPage() || current->nextId() == -1
                || current->buttonText(QWizard::NextButton)
                       != wizard->buttonText(QWizard::NextButton)
                || !QTest::qWaitFor([current] { return current->isComplete(); }, 3000))
                break;
            wizard->next();
            if (wizard->currentPage() == current)
                break;
        }
        wizard->reject();

        // The switch dialog, on a running instance.
        page(ui::pageid::kInstances);
        auto *view = window().findChild<QAbstractItemView *>(QStringLiteral("instancesView"));
        QAction *switchAction
            = window().findChild<QAction *>(QStringLiteral("actionSwitchBackend"));
        QVERIFY(view && switchAction);
        for (int r = 0; r < view->model()->rowCount() && !switchAction->isEnabled(); ++r)
            view->selectionModel()->setCurrentIndex(view->model()->index(r, 0),
                                                    QItemSelectionModel::ClearAndSelect
                                                        | QItemSelectionModel::Rows);
        QVERIFY(switchAction->isEnabled());
        QDialog *dialog = dialogOpenedBy([&] { switchAction->trigger(); });
        QVERIFY(dialog);
        problems << walkDialog(dialog, QStringLiteral("Switch dialog"));
        dialog->reject();

        // The profile dialog.
        page(ui::pageid::kSettings);
        auto *add = window().findChild<QAbstractButton *>(QStringLiteral("addProfileButton"));
        QVERIFY(add);
        dialog = dialogOpenedBy([&] { add->click(); });
        QVERIFY(dialog);
        problems << walkDialog(dialog, QStringLiteral("Profile dialog"));
        dialog->reject();

        // The budget dialog.
        page(ui::pageid::kBilling);
        QAction *newBudget = window().findChild<QAction *>(QStringLiteral("actionNewBudget"));
        QVERIFY(newBudget);
        dialog = dialogOpenedBy([&] { newBudget->trigger(); });
        QVERIFY(dialog);
        problems << walkDialog(dialog, QStringLiteral("Budget dialog"));
        dialog->reject();

        // Preferences.
        QAction *preferences = window().findChild<QAction *>(QStringLiteral("actionPreferences"));
        QVERIFY(preferences);
        dialog = dialogOpenedBy([&] { preferences->trigger(); });
        QVERIFY(dialog);
        problems << walkDialog(dialog, QStringLiteral("Preferences"));
        dialog->reject();

        for (const QString &p : std::as_const(problems))
            qInfo().noquote() << p;
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("%1 problems").arg(problems.size())));
    }

    void aTemplateLaunchesWithTheKeyboardAlone()
    {
        // What a user does without a mouse: Ctrl+3 to Templates, Ctrl+F, the template's name,
        // Enter to open the wizard, Enter through its steps, Enter to launch, Enter to close.
        window().activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window()));
        const std::size_t before = m_console->connection->session()->instances().size();
        // A key goes where the focus is, once `in` (a window that was just opened) has it, as
        // a user waits for a window before typing into it.
        const auto key = [](QWidget *in, int key, Qt::KeyboardModifiers modifiers = {}) {
            QTRY_VERIFY(QApplication::focusWidget() && QApplication::focusWidget()->window() == in);
            QTest::keyClick(QApplication::focusWidget(), Qt::Key(key), modifiers);
        };
        key(&window(), Qt::Key_3, Qt::ControlModifier);
        QTRY_COMPARE(window().currentPageId(), QString::fromLatin1(ui::pageid::kTemplates));
        key(&window(), Qt::Key_F, Qt::ControlModifier);
        auto *search = qobject_cast<QLineEdit *>(QApplication::focusWidget());
        QVERIFY(search);
        QTest::keyClicks(search, QStringLiteral("JupyterLab notebook (GPU)"));
        const QPointer<QWizard> wizard
            = qobject_cast<QWizard *>(dialogOpenedBy([&] { key(&window(), Qt::Key_Return); }));
        QVERIFY(wizard);
        QStringList steps;
        const auto atReview = [&] { return wizard->currentId() == ui::LaunchWizard::ReviewStepId; };
        for (int press = 0; press < 12 && wizard && !atReview(); ++press) {
            QWizardPage *step = wizard->currentPage();
            QTRY_VERIFY2_WITH_TIMEOUT(step->isComplete(), qPrintable(step->title()), 10000);
            steps << step->title();
            key(wizard, Qt::Key_Return);
            QTRY_VERIFY2(
                wizard->currentPage() != step,
                qPrintable(QStringLiteral("Enter did not leave “%1”, the focus in %2")
                               .arg(step->title(), describe(QApplication::focusWidget()))));
        }
        QVERIFY(wizard);
        QVERIFY2(atReview(), qPrintable(steps.join(u", ")));
        QCOMPARE(steps.size(), 4); // template, placement, data, schedule; then the review
        QTRY_VERIFY_WITH_TIMEOUT(wizard->currentPage()->isComplete(), 10000);
        key(wizard, Qt::Key_Return); // Launch
        QTRY_COMPARE_WITH_TIMEOUT(m_console->connection->session()->instances().size(), before + 1,
                                  20000);
        QTRY_VERIFY_WITH_TIMEOUT(wizard->button(QWizard::FinishButton)->isVisible()
                                     && wizard->button(QWizard::FinishButton)->isEnabled(),
                                 20000);
        key(wizard, Qt::Key_Return);
        QTRY_VERIFY(!wizard || !wizard->isVisible());
    }
};

QTEST_MAIN(KeyboardWalkTest)
#include "tst_keyboardwalk.moc"
