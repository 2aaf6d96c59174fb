// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "userguidedialog.h"

#include "localization.h"
#include "userguide.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBlock>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

namespace polychip::app {

UserGuideDialog::UserGuideDialog(QWidget *parent)
    : QDialog(parent)
    , m_search(new QLineEdit(this))
    , m_previous(new QToolButton(this))
    , m_next(new QToolButton(this))
    , m_found(new QLabel(this))
    , m_sections(new QListWidget(this))
    , m_text(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("userGuideDialog"));
    m_search->setObjectName(QStringLiteral("guideSearch"));
    m_sections->setObjectName(QStringLiteral("guideSections"));
    m_text->setObjectName(QStringLiteral("guideText"));
    m_found->setObjectName(QStringLiteral("guideFound"));
    m_search->setClearButtonEnabled(true);
    m_previous->setArrowType(Qt::UpArrow);
    m_next->setArrowType(Qt::DownArrow);
    m_text->setOpenExternalLinks(true);

    auto *findAction = new QAction(this);
    findAction->setShortcut(QKeySequence::Find);
    connect(findAction, &QAction::triggered, this, [this] {
        m_search->setFocus(Qt::ShortcutFocusReason);
        m_search->selectAll();
    });
    addAction(findAction);

    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        highlightAll(text);
        // From the top of what is shown: the first match as the words are typed.
        QTextCursor top = m_text->cursorForPosition(QPoint(0, 0));
        top.movePosition(QTextCursor::StartOfBlock);
        m_text->setTextCursor(top);
        find(text);
    });
    connect(m_search, &QLineEdit::returnPressed, this, [this] {
        const bool back = QGuiApplication::keyboardModifiers() & Qt::ShiftModifier;
        find(m_search->text(), back);
    });
    connect(m_next, &QToolButton::clicked, this, [this] { find(m_search->text()); });
    connect(m_previous, &QToolButton::clicked, this, [this] { find(m_search->text(), true); });
    connect(m_sections, &QListWidget::currentRowChanged, this, &UserGuideDialog::showSection);

    auto *searchRow = new QHBoxLayout;
    searchRow->addWidget(m_search, 1);
    searchRow->addWidget(m_previous);
    searchRow->addWidget(m_next);
    searchRow->addWidget(m_found);
    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_sections);
    splitter->addWidget(m_text);
    splitter->setStretchFactor(1, 3);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // Enter in the search goes to the next match: no button is the dialog's default.
    for (QAbstractButton *b : buttons->buttons()) {
        if (auto *push = qobject_cast<QPushButton *>(b)) {
            push->setAutoDefault(false);
            push->setDefault(false);
        }
    }
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(searchRow);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);

    const QFontMetrics fm(font());
    m_sections->setMinimumWidth(fm.averageCharWidth() * 24);
    m_sections->setWordWrap(true); // a long heading wraps rather than scrolls
    splitter->setSizes({fm.averageCharWidth() * 34, fm.averageCharWidth() * 90});
    resize(fm.averageCharWidth() * 130, fm.height() * 40);
    load();
    retranslate();
}

void UserGuideDialog::load()
{
    const int shown = m_headingBlocks.isEmpty() ? 0 : currentSection();
    const QString markdown = UserGuide::markdown(Localization::languageFor(QLocale()));
    m_text->document()->setMarkdown(markdown, QTextDocument::MarkdownDialectGitHub);
    m_headingBlocks.clear();
    for (QTextBlock b = m_text->document()->begin(); b.isValid(); b = b.next()) {
        if (b.blockFormat().headingLevel() >= 2)
            m_headingBlocks << b.blockNumber();
    }
    const QSignalBlocker quiet(m_sections);
    m_sections->clear();
    const QStringList headings = UserGuide::headings(markdown);
    for (int i = 0; i < headings.size(); ++i) {
        auto *item = new QListWidgetItem(headings.at(i), m_sections);
        // The sections of a "## " part are indented under it.
        const QTextBlock block = m_text->document()->findBlockByNumber(headingBlock(i));
        if (block.isValid() && block.blockFormat().headingLevel() > 2)
            item->setText(QStringLiteral("    ") + item->text());
    }
    showSection(shown);
    highlightAll(m_search->text());
}

int UserGuideDialog::headingBlock(int index) const
{
    return index >= 0 && index < m_headingBlocks.size() ? m_headingBlocks.at(index) : -1;
}

void UserGuideDialog::showSection(int index)
{
    const QTextBlock block = m_text->document()->findBlockByNumber(headingBlock(index));
    if (!block.isValid())
        return;
    // The heading at the top: to the end first, then back to it.
    m_text->verticalScrollBar()->setValue(m_text->verticalScrollBar()->maximum());
    QTextCursor at(block);
    m_text->setTextCursor(at);
    m_text->ensureCursorVisible();
    const QSignalBlocker quiet(m_sections);
    m_sections->setCurrentRow(index);
}

int UserGuideDialog::currentSection() const
{
    const int first = m_text->cursorForPosition(QPoint(0, 0)).blockNumber();
    int section = 0;
    for (int i = 0; i < m_headingBlocks.size(); ++i) {
        if (m_headingBlocks.at(i) <= first)
            section = i;
    }
    return section;
}

bool UserGuideDialog::find(const QString &text, bool backward)
{
    m_found->clear();
    if (text.isEmpty())
        return false;
    const QTextDocument::FindFlags flags
        = backward ? QTextDocument::FindBackward : QTextDocument::FindFlags();
    if (!m_text->find(text, flags)) {
        // Round again, from the other end.
        QTextCursor end(m_text->document());
        end.movePosition(backward ? QTextCursor::End : QTextCursor::Start);
        m_text->setTextCursor(end);
        if (!m_text->find(text, flags)) {
            m_found->setText(tr("Not found"));
            return false;
        }
    }
    const QSignalBlocker quiet(m_sections);
    m_sections->setCurrentRow(currentSection());
    return true;
}

void UserGuideDialog::highlightAll(const QString &text)
{
    QList<QTextEdit::ExtraSelection> marks;
    if (!text.isEmpty()) {
        QTextCharFormat mark;
        mark.setBackground(palette().color(QPalette::Highlight).lighter(160));
        mark.setForeground(palette().color(QPalette::Text));
        if (palette().color(QPalette::Window).lightness() < 128) {
            mark.setBackground(palette().color(QPalette::Highlight).darker(150));
        }
        QTextCursor c(m_text->document());
        while (!(c = m_text->document()->find(text, c)).isNull())
            marks << QTextEdit::ExtraSelection{c, mark};
    }
    m_text->setExtraSelections(marks);
}

void UserGuideDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        load(); // the guide in the new language, at the same section
    } else if (event->type() == QEvent::PaletteChange) {
        highlightAll(m_search->text());
    }
    QDialog::changeEvent(event);
}

void UserGuideDialog::retranslate()
{
    setWindowTitle(tr("Polychip user guide"));
    m_search->setPlaceholderText(tr("Search the guide (Ctrl+F)"));
    m_previous->setToolTip(tr("Previous match (Shift+Enter)"));
    m_previous->setAccessibleName(tr("Previous match"));
    m_next->setToolTip(tr("Next match (Enter)"));
    m_next->setAccessibleName(tr("Next match"));
    m_sections->setToolTip(tr("The guide's sections: choose one to go to it"));
}

} // namespace polychip::app
