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

    connect(m_language, &QComboBox::activated, this, &PreferencesDialog::chooseLanguage);
    retranslate();
}

void PreferencesDialog::chooseLanguage(int index)
{
    const QString language = m_language->itemData(index).toString();
    if (language == Preferences::language())
        return;
    Preferences::setLanguage(language);
    applyLanguage(*qApp, m_connection, language); // this dialog follows too (LanguageChange)
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
