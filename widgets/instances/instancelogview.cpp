// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "instancelogview.h"

#include "kit/displaytext.h"
#include "kit/errortext.h"

#include "apiclient.h"

#include <QCheckBox>
#include <QClipboard>
#include <QEvent>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextDocument>
#include <QToolButton>
#include <QVBoxLayout>

namespace polychip::ui {

namespace {

/// Lines in one answer of GET .../logs at most: a full page means more are waiting.
constexpr std::size_t kServerPage = 1000;

} // namespace

InstanceLogView::InstanceLogView(QWidget *parent)
    : QWidget(parent)
    , m_follow(new QCheckBox(this))
    , m_search(new QLineEdit(this))
    , m_previous(new QToolButton(this))
    , m_next(new QToolButton(this))
    , m_matchLabel(new QLabel(this))
    , m_status(new QLabel(this))
    , m_copy(new QPushButton(this))
    , m_text(new QPlainTextEdit(this))
{
    m_follow->setObjectName(QStringLiteral("logFollow"));
    m_follow->setChecked(true);
    m_search->setObjectName(QStringLiteral("logSearch"));
    m_search->setClearButtonEnabled(true);
    m_search->setMinimumWidth(140);
    m_previous->setObjectName(QStringLiteral("logPrevious"));
    m_previous->setArrowType(Qt::UpArrow);
    m_previous->setAutoRaise(true);
    m_next->setObjectName(QStringLiteral("logNext"));
    m_next->setArrowType(Qt::DownArrow);
    m_next->setAutoRaise(true);
    m_matchLabel->setObjectName(QStringLiteral("logMatches"));
    m_status->setObjectName(QStringLiteral("logStatus"));
    m_copy->setObjectName(QStringLiteral("logCopy"));
    m_text->setObjectName(QStringLiteral("logText"));
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setMaximumBlockCount(kMaxLines);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_timer.setSingleShot(true);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(m_follow);
    bar->addSpacing(8);
    bar->addWidget(m_search, 1);
    bar->addWidget(m_previous);
    bar->addWidget(m_next);
    bar->addWidget(m_matchLabel);
    bar->addStretch(0);
    bar->addWidget(m_status);
    bar->addWidget(m_copy);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_text, 1);

    connect(&m_timer, &QTimer::timeout, this, &InstanceLogView::poll);
    connect(m_follow, &QCheckBox::toggled, this, [this](bool on) {
        if (on) {
            m_text->verticalScrollBar()->setValue(m_text->verticalScrollBar()->maximum());
            poll();
        } else {
            m_timer.stop();
        }
    });
    connect(m_search, &QLineEdit::textChanged, this, &InstanceLogView::highlight);
    connect(m_search, &QLineEdit::returnPressed, this,
            [this] { findNext(QGuiApplication::keyboardModifiers().testFlag(Qt::ShiftModifier)); });
    connect(m_previous, &QToolButton::clicked, this, [this] { findNext(true); });
    connect(m_next, &QToolButton::clicked, this, [this] { findNext(false); });
    connect(m_copy, &QPushButton::clicked, this, &InstanceLogView::copy);
    retranslate();
}

InstanceLogView::~InstanceLogView() = default;

void InstanceLogView::setClient(client::ApiClient *client)
{
    m_client = client;
    setInstance(m_id);
}

void InstanceLogView::setInstance(const std::string &id)
{
    m_answers.next(); // what is on its way is another instance's
    m_id = id;
    m_nextLine = 1;
    m_inFlight = false;
    m_failed = false;
    m_timer.stop();
    m_text->clear();
    m_status->clear();
    highlight();
    if (isVisible())
        poll();
}

int InstanceLogView::lineCount() const
{
    return m_text->document()->isEmpty() ? 0 : m_text->blockCount();
}

bool InstanceLogView::following() const
{
    return m_follow->isChecked();
}

void InstanceLogView::poll()
{
    if (!m_client || m_id.empty() || m_inFlight)
        return;
    m_inFlight = true;
    m_client->call(client::ops::getInstanceLogs(m_id, m_nextLine), this,
                   m_answers.guard([this](api::Result<api::LogPage> r) {
                       m_inFlight = false;
                       if (!r) {
                           m_failed = true;
                           m_status->setText(tr("Log not available"));
                           m_status->setToolTip(errorText(r.error()));
                           // A deleted instance has no log to wait for.
                           if (r.error().code != "NOT_FOUND")
                               scheduleNext();
                           return;
                       }
                       if (m_failed) {
                           m_failed = false;
                           m_status->clear();
                           m_status->setToolTip({});
                       }
                       onPage(*r);
                   }));
}

void InstanceLogView::onPage(const api::LogPage &page)
{
    m_nextLine = std::max(m_nextLine, page.nextLine);
    if (!page.lines.empty()) {
        QStringList lines;
        lines.reserve(qsizetype(page.lines.size()));
        for (const auto &line : page.lines) {
            lines.append(QStringLiteral("%1  %2").arg(
                formatMoment(line.t.unixSeconds, TimePrecision::Seconds),
                QString::fromStdString(line.text)));
        }
        QScrollBar *bar = m_text->verticalScrollBar();
        const bool atBottom = bar->value() >= bar->maximum() - 1;
        const int keep = bar->value();
        // One insertion for the whole page: a block per line, the oldest beyond the cap dropped.
        m_text->appendPlainText(lines.join(QLatin1Char('\n')));
        if (following() || atBottom)
            bar->setValue(bar->maximum());
        else
            bar->setValue(keep);
        if (!m_search->text().isEmpty())
            highlight();
    }
    if (page.lines.size() >= kServerPage)
        poll(); // more are waiting
    else
        scheduleNext();
}

void InstanceLogView::scheduleNext()
{
    if (following() && isVisible() && !m_id.empty())
        m_timer.start(kPollMs);
}

void InstanceLogView::highlight()
{
    const QString needle = m_search->text();
    QList<QTextEdit::ExtraSelection> selections;
    m_matches = 0;
    if (!needle.isEmpty()) {
        QTextCharFormat format;
        QColor colour = palette().color(QPalette::Highlight);
        colour.setAlpha(90);
        format.setBackground(colour);
        QTextDocument *doc = m_text->document();
        for (QTextCursor c = doc->find(needle); !c.isNull(); c = doc->find(needle, c)) {
            if (++m_matches <= kMaxHighlights)
                selections.append({c, format});
        }
    }
    m_text->setExtraSelections(selections);
    const bool any = m_matches > 0;
    m_previous->setEnabled(any);
    m_next->setEnabled(any);
    m_matchLabel->setText(needle.isEmpty() ? QString()
                          : any            ? tr("%n match(es)", nullptr, m_matches)
                                           : tr("No matches"));
}

void InstanceLogView::findNext(bool backward)
{
    const QString needle = m_search->text();
    if (needle.isEmpty())
        return;
    const QTextDocument::FindFlags flags
        = backward ? QTextDocument::FindBackward : QTextDocument::FindFlags();
    if (!m_text->find(needle, flags)) {
        // Wrap around.
        QTextCursor c = m_text->textCursor();
        c.movePosition(backward ? QTextCursor::End : QTextCursor::Start);
        m_text->setTextCursor(c);
        m_text->find(needle, flags);
    }
    // Following would pull the view away from the match just found.
    if (m_text->textCursor().hasSelection() && following())
        m_follow->setChecked(false);
}

void InstanceLogView::copy()
{
    const QTextCursor cursor = m_text->textCursor();
    if (cursor.hasSelection()) {
        QString text = cursor.selectedText();
        text.replace(QChar::ParagraphSeparator, QLatin1Char('\n'));
        QGuiApplication::clipboard()->setText(text);
        Q_EMIT message(tr("The selected log text was copied."), false);
    } else {
        QGuiApplication::clipboard()->setText(m_text->toPlainText());
        Q_EMIT message(tr("Copied %n log line(s).", nullptr, lineCount()), false);
    }
}

void InstanceLogView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    poll(); // catch up at once, then every kPollMs while following
}

void InstanceLogView::hideEvent(QHideEvent *event)
{
    m_timer.stop();
    QWidget::hideEvent(event);
}

void InstanceLogView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        highlight();
    }
    QWidget::changeEvent(event);
}

void InstanceLogView::retranslate()
{
    m_follow->setText(tr("Follow"));
    m_follow->setToolTip(
        tr("Read new lines every %1 seconds and keep the newest in view").arg(kPollMs / 1000));
    m_search->setPlaceholderText(tr("Find in log"));
    m_search->setToolTip(tr("Highlights every match; Enter goes to the next one, Shift+Enter to "
                            "the previous one"));
    m_previous->setToolTip(tr("Previous match"));
    m_previous->setAccessibleName(m_previous->toolTip());
    m_next->setToolTip(tr("Next match"));
    m_next->setAccessibleName(m_next->toolTip());
    m_copy->setText(tr("Copy"));
    m_copy->setToolTip(tr("Copies the selected text, or the whole log when nothing is selected"));
    m_text->setPlaceholderText(tr("No log lines yet."));
    if (m_failed)
        m_status->setText(tr("Log not available"));
}

} // namespace polychip::ui
