// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "preferencesdialog.h"

#include "connection.h"
#include "kit/confirmation.h"
#include "kit/consolepage.h"
#include "kit/displaytext.h"
#include "localization.h"
#include "preferences.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <initializer_list>

namespace polychip::app {

namespace {

/// A language's name in that language, as language lists show them.
QString nativeName(const QString &language)
{
    if (language == QLatin1String("zh_CN"))
        return QStringLiteral("简体中文");
    return QStringLiteral("English");
}

/// Fills `combo` with `choices` (their values as data; the words come with retranslate()),
/// shows `current`, and hands `chosen` each choice made.
template <class E, class F>
void offer(
    QComboBox *combo, std::initializer_list<E> choices, E current, QObject *context, F chosen)
{
    for (const E choice : choices)
        combo->addItem(QString(), int(choice));
    combo->setCurrentIndex(std::max(0, combo->findData(int(current))));
    QObject::connect(combo, &QComboBox::currentIndexChanged, context,
                     [combo, chosen](int index) { chosen(E(combo->itemData(index).toInt())); });
}

/// What `show()` tells while the formatters' `value` is set (the choice in force put back).
template <class E, class F>
QString shownWith(E value, void (*set)(E), E (*get)(), F show)
{
    const E inForce = get();
    set(value);
    const QString text = show();
    set(inForce);
    return text;
}

} // namespace

PreferencesDialog::PreferencesDialog(Connection &connection,
                                     QList<const ui::ConsolePage *> pages,
                                     QWidget *parent)
    : QDialog(parent)
    , m_connection(connection)
    , m_languageLabel(new QLabel(this))
    , m_language(new QComboBox(this))
    , m_languageNote(new QLabel(this))
    , m_themeLabel(new QLabel(this))
    , m_theme(new QComboBox(this))
    , m_clockLabel(new QLabel(this))
    , m_clock(new QComboBox(this))
    , m_timeZoneLabel(new QLabel(this))
    , m_timeZone(new QComboBox(this))
    , m_moneyLabel(new QLabel(this))
    , m_money(new QComboBox(this))
    , m_startPageLabel(new QLabel(this))
    , m_startPage(new QComboBox(this))
    , m_pages(std::move(pages))
    , m_tabs(new QTabWidget(this))
    , m_notifications(new QWidget(this))
    , m_notifyLessons(new QCheckBox(this))
    , m_notifyWhileActive(new QCheckBox(this))
    , m_simulator(new QWidget(this))
    , m_folderLabel(new QLabel(m_simulator))
    , m_folder(new QLabel(m_simulator))
    , m_openFolder(new QPushButton(m_simulator))
    , m_resetSimulator(new QPushButton(m_simulator))
    , m_speedLabel(new QLabel(m_simulator))
    , m_speed(new QComboBox(m_simulator))
    , m_startSimulator(new QCheckBox(m_simulator))
{
    setObjectName(QStringLiteral("preferencesDialog"));
    m_language->setObjectName(QStringLiteral("languageCombo"));
    m_languageNote->setObjectName(QStringLiteral("languageNote"));
    m_languageNote->setWordWrap(true);
    m_languageLabel->setBuddy(m_language);
    // Data: the stored choice ("" for the system's).
    m_language->addItem(QString(), QString());
    for (const QString &language : Localization::supportedLanguages())
        m_language->addItem(nativeName(language), language);
    m_language->setCurrentIndex(std::max(0, m_language->findData(Preferences::language())));

    m_theme->setObjectName(QStringLiteral("themeCombo"));
    m_themeLabel->setBuddy(m_theme);
    offer(m_theme, {ui::Theme::System, ui::Theme::Light, ui::Theme::Dark}, Preferences::theme(),
          this, [](ui::Theme theme) {
              Preferences::setTheme(theme);
              ui::applyTheme(theme); // this dialog follows with every other window
          });
    m_clock->setObjectName(QStringLiteral("clockCombo"));
    m_clockLabel->setBuddy(m_clock);
    offer(m_clock, {ui::ClockStyle::Locale, ui::ClockStyle::Hours24, ui::ClockStyle::Hours12},
          Preferences::clockStyle(), this, [](ui::ClockStyle style) {
              Preferences::setClockStyle(style);
              ui::setClockStyle(style);
              retell();
          });
    m_timeZone->setObjectName(QStringLiteral("timeZoneCombo"));
    m_timeZoneLabel->setBuddy(m_timeZone);
    offer(m_timeZone, {ui::TimeZoneChoice::Utc, ui::TimeZoneChoice::Local}, Preferences::timeZone(),
          this, [](ui::TimeZoneChoice choice) {
              Preferences::setTimeZone(choice);
              ui::setTimeZoneChoice(choice);
              retell(); // the Dashboard asks for its days again
          });
    m_money->setObjectName(QStringLiteral("moneyCombo"));
    m_moneyLabel->setBuddy(m_money);
    offer(m_money, {ui::MoneyDecimals::Adaptive, ui::MoneyDecimals::Two, ui::MoneyDecimals::Four},
          Preferences::moneyDecimals(), this, [](ui::MoneyDecimals decimals) {
              Preferences::setMoneyDecimals(decimals);
              ui::setMoneyDecimals(decimals);
              retell();
          });

    m_startPage->setObjectName(QStringLiteral("startPageCombo"));
    m_startPageLabel->setBuddy(m_startPage);
    m_startPage->addItem(QString(), QString()); // data: the page's id; none for the last shown
    for (const ui::ConsolePage *page : m_pages)
        m_startPage->addItem(page->icon(), QString(), page->id());
    m_startPage->setCurrentIndex(std::max(0, m_startPage->findData(Preferences::startPage())));
    connect(m_startPage, &QComboBox::currentIndexChanged, this, [this](int index) {
        Preferences::setStartPage(m_startPage->itemData(index).toString());
    });

    m_notifications->setObjectName(QStringLiteral("notificationsGroup"));
    auto *notifications = new QVBoxLayout(m_notifications);
    for (const api::AlertKind kind : Preferences::kNotifiedKinds) {
        auto *box = new QCheckBox(m_notifications);
        box->setObjectName(QStringLiteral("notify_%1").arg(QLatin1String(api::wireName(kind))));
        box->setChecked(Preferences::notifies(kind));
        connect(box, &QCheckBox::toggled, this,
                [kind](bool on) { Preferences::setNotifies(kind, on); });
        notifications->addWidget(box);
        m_notifyKinds << box;
    }
    m_notifyLessons->setObjectName(QStringLiteral("notifyLessons"));
    m_notifyLessons->setChecked(Preferences::notifiesLessons());
    connect(m_notifyLessons, &QCheckBox::toggled, this, &Preferences::setNotifiesLessons);
    notifications->addWidget(m_notifyLessons);
    m_notifyWhileActive->setObjectName(QStringLiteral("notifyWhileActive"));
    m_notifyWhileActive->setChecked(Preferences::notifiesWhileActive());
    connect(m_notifyWhileActive, &QCheckBox::toggled, this, &Preferences::setNotifiesWhileActive);
    notifications->addWidget(m_notifyWhileActive);

    // Three tabs keep the dialog within a small screen: the console itself, what reaches the
    // desktop, the offline simulator.
    auto *general = new QWidget(m_tabs);
    auto *form = new QFormLayout(general);
    form->addRow(m_languageLabel, m_language);
    form->addRow(QString(), m_languageNote);
    form->addRow(m_themeLabel, m_theme);
    form->addRow(m_clockLabel, m_clock);
    form->addRow(m_timeZoneLabel, m_timeZone);
    form->addRow(m_moneyLabel, m_money);
    form->addRow(m_startPageLabel, m_startPage);
    for (QComboBox *combo : {m_language, m_theme, m_clock, m_timeZone, m_money, m_startPage})
        combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_tabs->setObjectName(QStringLiteral("preferencesTabs"));
    m_tabs->addTab(general, QString());
    m_tabs->addTab(m_notifications, QString());
    m_tabs->addTab(buildSimulatorGroup(), QString());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addStretch(1);
    layout->addWidget(buttons);

    // The wheel and the arrow keys choose at each step: the language switches (every page
    // retranslated, the platform's lists fetched again) for the one they rest on.
    m_applyLanguage.setSingleShot(true);
    m_applyLanguage.setInterval(300);
    connect(&m_applyLanguage, &QTimer::timeout, this,
            [this] { chooseLanguage(m_language->currentIndex()); });
    connect(m_language, &QComboBox::activated, &m_applyLanguage, qOverload<>(&QTimer::start));
    m_language->setFocus(); // the first choice, at the top
    retranslate();
}

void PreferencesDialog::chooseLanguage(int index)
{
    const QString language = m_language->itemData(index).toString();
    Preferences::setLanguage(language);
    // Against the language in use, not the stored one: a start with --lang may differ.
    const QString wanted
        = language.isEmpty() ? Localization::languageFor(QLocale::system()) : language;
    if (wanted != Localization::languageFor(QLocale()))
        applyLanguage(*qApp, m_connection, language); // this dialog follows (LanguageChange)
}

QWidget *PreferencesDialog::buildSimulatorGroup()
{
    m_simulator->setObjectName(QStringLiteral("simulatorGroup"));
    m_folder->setObjectName(QStringLiteral("simulatorFolder"));
    m_openFolder->setObjectName(QStringLiteral("openSimulatorFolder"));
    m_resetSimulator->setObjectName(QStringLiteral("resetSimulator"));
    m_speed->setObjectName(QStringLiteral("simulatorSpeed"));
    m_startSimulator->setObjectName(QStringLiteral("startSimulatorWithConsole"));

    QString folder = m_connection.simulator().dataDir();
    if (folder.isEmpty())
        folder = BundledSimulator::defaultDataDir();
    m_folder->setText(QDir::toNativeSeparators(folder));
    m_folder->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_folder->setWordWrap(true);
    m_folderLabel->setBuddy(m_openFolder);
    connect(m_openFolder, &QPushButton::clicked, this, [folder] {
        QDir().mkpath(folder); // a folder not made yet opens all the same
        QDesktopServices::openUrl(QUrl::fromLocalFile(folder));
    });
    connect(m_resetSimulator, &QPushButton::clicked, this, &PreferencesDialog::resetSimulator);
    // Enter closes the dialog; it never opens a folder or asks for a reset.
    m_openFolder->setAutoDefault(false);
    m_resetSimulator->setAutoDefault(false);

    m_speedLabel->setBuddy(m_speed);
    m_speed->addItem(QString(), 0.0); // as the simulator kept it
    for (const double speed : {1.0, 10.0, 60.0, 600.0, 3600.0})
        m_speed->addItem(QStringLiteral("%1×").arg(QLocale().toString(speed, 'f', 0)), speed);
    m_speed->setCurrentIndex(std::max(0, m_speed->findData(Preferences::simulatorSpeed())));
    connect(m_speed, &QComboBox::currentIndexChanged, this, [this](int index) {
        const double speed = m_speed->itemData(index).toDouble();
        Preferences::setSimulatorSpeed(speed);
        m_connection.simulator().setStartSpeed(speed); // the next start of it, not a restart
    });
    m_startSimulator->setChecked(Preferences::simulatorStartsWithConsole());
    connect(m_startSimulator, &QCheckBox::toggled, this,
            &Preferences::setSimulatorStartsWithConsole);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_openFolder);
    buttons->addWidget(m_resetSimulator);
    buttons->addStretch(1);
    auto *form = new QFormLayout(m_simulator);
    form->addRow(m_folderLabel, m_folder);
    form->addRow(QString(), buttons);
    form->addRow(m_speedLabel, m_speed);
    form->addRow(QString(), m_startSimulator);
    return m_simulator;
}

void PreferencesDialog::resetSimulator()
{
    ui::Confirmation ask;
    ask.name = QStringLiteral("resetSimulatorBox");
    ask.title = tr("Reset the offline simulator");
    ask.question = tr("Reset the offline simulator to a new one?");
    ask.details = tr("Everything it keeps is deleted: instances, volumes, snapshots, spending, "
                     "budgets, lesson progress and its keys. It starts again at once with the "
                     "welcome scenario and new keys. Remote platforms are not touched.");
    ask.button = tr("Reset");
    ui::confirmation(this, ask, [this] {
        QString why;
        if (!m_connection.resetSimulator(why)) {
            auto *box = new QMessageBox(QMessageBox::Warning, tr("Reset the offline simulator"),
                                        why, QMessageBox::Close, this);
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->open();
        }
    })->open();
}

void PreferencesDialog::retell()
{
    // Pages retranslate on LanguageChange, telling their figures anew; tables on their next
    // tick or paint.
    QCoreApplication::postEvent(qApp, new QEvent(QEvent::LanguageChange));
}

void PreferencesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void PreferencesDialog::retranslate()
{
    setWindowTitle(tr("Preferences"));
    m_languageLabel->setText(tr("&Language:"));
    m_language->setItemText(
        0, tr("The system's (%1)").arg(nativeName(Localization::languageFor(QLocale::system()))));
    m_languageNote->setText(
        tr("Applied at once to every page and dialog. What the platform words (regions, "
           "templates, lessons, its messages) follows as it answers again."));
    m_language->setToolTip(tr("The language of the console and of the platform's answers"));
    m_themeLabel->setText(tr("&Theme:"));
    m_theme->setItemText(0, tr("The system's"));
    m_theme->setItemText(1, tr("Light"));
    m_theme->setItemText(2, tr("Dark"));
    m_theme->setToolTip(tr("The colours of every window, chart and list; applied at once"));
    m_clockLabel->setText(tr("Cloc&k:"));
    // Each choice with what it looks like: 2:05 PM on the platform's clock (in UTC, whatever
    // the zone chosen: the example is of the clock, and the same in every zone).
    const auto example = [](ui::ClockStyle style) {
        return shownWith(style, &ui::setClockStyle, &ui::clockStyle, [] {
            return shownWith(ui::TimeZoneChoice::Utc, &ui::setTimeZoneChoice, &ui::timeZoneChoice,
                             [] { return ui::formatClock(14 * 3600 + 5 * 60); });
        });
    };
    m_clock->setItemText(0, tr("The language's (%1)").arg(example(ui::ClockStyle::Locale)));
    m_clock->setItemText(1, tr("24-hour (%1)").arg(example(ui::ClockStyle::Hours24)));
    m_clock->setItemText(2, tr("12-hour (%1)").arg(example(ui::ClockStyle::Hours12)));
    m_clock->setToolTip(tr("How times are shown everywhere: tables, charts, logs, the status bar"));
    m_timeZoneLabel->setText(tr("Time &zone:"));
    const std::int64_t now = QDateTime::currentSecsSinceEpoch();
    m_timeZone->setItemText(0, tr("UTC, as the platform keeps time"));
    m_timeZone->setItemText(
        1, tr("This computer's (%1)")
               .arg(shownWith(ui::TimeZoneChoice::Local, &ui::setTimeZoneChoice,
                              &ui::timeZoneChoice, [now] { return ui::timeZoneText(now); })));
    m_timeZone->setToolTip(tr("The zone every time and day is told in: the Dashboard's days "
                              "begin at its 00:00. Months are billed from 00:00 UTC on the 1st "
                              "whichever is chosen."));
    m_moneyLabel->setText(tr("&Money:"));
    // Each choice with what it looks like: ¥12.50 and ¥0.0018.
    const auto amounts = [](ui::MoneyDecimals decimals) {
        return shownWith(decimals, &ui::setMoneyDecimals, &ui::moneyDecimals, [] {
            return ui::formatMoney(12'500'000) + QStringLiteral(", ") + ui::formatMoney(1'800);
        });
    };
    m_money->setItemText(
        0, tr("Two decimals, four below one (%1)").arg(amounts(ui::MoneyDecimals::Adaptive)));
    m_money->setItemText(1, tr("Always two decimals (%1)").arg(amounts(ui::MoneyDecimals::Two)));
    m_money->setItemText(2, tr("Always four decimals (%1)").arg(amounts(ui::MoneyDecimals::Four)));
    m_money->setToolTip(tr("How amounts are shown on every page; exports keep every micro-unit"));
    m_startPageLabel->setText(tr("&Start on:"));
    m_startPage->setItemText(0, tr("The page shown when the console was closed"));
    for (int i = 0; i < m_pages.size(); ++i)
        m_startPage->setItemText(i + 1, m_pages.at(i)->title());
    m_startPage->setToolTip(tr("The page the console opens on at the next start"));
    m_tabs->setTabText(0, tr("&General"));
    m_tabs->setTabText(1, tr("&Notifications"));
    m_tabs->setTabText(2, tr("Offline s&imulator"));
    m_notifications->setToolTip(tr("Which of the platform's warnings the desktop shows while "
                                   "the console is in the background; every alert stays in "
                                   "Billing → Alerts"));
    const QStringList kinds = {tr("&Budget thresholds"), tr("&Failures and preemptions"),
                               tr("&Capacity shortages"), tr("Scheduled st&ops")};
    for (int i = 0; i < m_notifyKinds.size(); ++i)
        m_notifyKinds.at(i)->setText(kinds.value(i));
    m_notifyLessons->setText(tr("L&essons finished"));
    m_notifyWhileActive->setText(tr("Also while Polychip is the &active window"));
    m_folderLabel->setText(tr("Folder:"));
    m_openFolder->setText(tr("Open fol&der"));
    m_openFolder->setToolTip(tr("Show the simulator's folder (its state, keys and logs) in the "
                                "file manager"));
    m_resetSimulator->setText(tr("&Reset simulator…"));
    m_resetSimulator->setToolTip(tr("Delete everything the simulator keeps and start it afresh "
                                    "(asks first)"));
    m_speedLabel->setText(tr("S&peed at start:"));
    m_speed->setItemText(0, tr("As it was left"));
    m_speed->setToolTip(tr("Simulated seconds per second when this console starts the "
                           "simulator; the Simulator page changes it while it runs"));
    m_startSimulator->setText(tr("Start it &with the console"));
    m_startSimulator->setToolTip(tr("Otherwise Connection → Reconnect now starts it"));
    // The words' lengths differ by language: room for the note, wrapped, in any of them.
    setMinimumWidth(fontMetrics().averageCharWidth() * 72);
    if (isVisible())
        adjustSize();
}

} // namespace polychip::app
