// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "preferencesdialog.h"

#include "localization.h"
#include "preferences.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace polychip::app {

namespace {

/// A language's name in that language, as language lists show them.
QString nativeName(const QString &language)
{
    if (language == QLatin1String("zh_CN"))
        return QStringLiteral("简体中文");
    return QStringLiteral("English");
}

} // namespace

PreferencesDialog::PreferencesDialog(Connection &connection, QWidget *parent)
    : QDialog(parent)
    , m_connection(connection)
    , m_languageLabel(new QLabel(this))
    , m_language(new QComboBox(this))
    , m_languageNote(new QLabel(this))
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

    auto *form = new QFormLayout;
    form->addRow(m_languageLabel, m_language);
    form->addRow(QString(), m_languageNote);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addStretch(1);
    layout->addWidget(buttons);

    // The wheel and the arrow keys choose at each step: the language switches (every page
    // retranslated, the platform's lists fetched again) for the one they rest on.
    m_applyLanguage.setSingleShot(true);
    m_applyLanguage.setInterval(300);
    connect(&m_applyLanguage, &QTimer::timeout, this,
            [this] { chooseLanguage(m_language->currentIndex()); });
    connect(m_language, &QComboBox::activated, &m_applyLanguage, qOverload<>(&QTimer::start));
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
    // The words' lengths differ by language: room for the note, wrapped, in any of them.
    setMinimumWidth(fontMetrics().averageCharWidth() * 64);
    if (isVisible())
        adjustSize();
}

} // namespace polychip::app
