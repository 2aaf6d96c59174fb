// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "offlinebanner.h"

#include "kit/colors.h"
#include "kit/standardicons.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

namespace polychip::ui {

OfflineBanner::OfflineBanner(QWidget *parent)
    : QFrame(parent)
    , m_tick(new QTimer(this))
    , m_icon(new QLabel(this))
    , m_reason(new QLabel(this))
    , m_status(new QLabel(this))
    , m_retry(new QPushButton(this))
    , m_fix(new QToolButton(this))
{
    setObjectName(QStringLiteral("offlineBanner"));
    setFrameShape(QFrame::NoFrame); // paintEvent draws the tinted box and its border
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);

    m_reason->setObjectName(QStringLiteral("offlineReason"));
    m_reason->setWordWrap(true);
    m_reason->setTextFormat(Qt::PlainText);
    m_reason->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setObjectName(QStringLiteral("offlineStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_retry->setObjectName(QStringLiteral("offlineRetry"));
    m_fix->setObjectName(QStringLiteral("offlineFix"));
    m_fix->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_fix->hide();

    // Precise: a coarse timer may fire a little early and show the same second twice.
    m_tick->setTimerType(Qt::PreciseTimer);
    m_tick->setInterval(1000);
    connect(m_tick, &QTimer::timeout, this, &OfflineBanner::updateStatus);
    connect(m_retry, &QPushButton::clicked, this, [this] {
        m_retrying = true;
        m_tick->stop();
        updateStatus();
        Q_EMIT retryRequested();
    });

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 6, 6);
    layout->addWidget(m_icon, 0, Qt::AlignVCenter);
    layout->addWidget(m_reason, 1);
    layout->addWidget(m_status, 0, Qt::AlignVCenter);
    layout->addWidget(m_fix, 0, Qt::AlignVCenter);
    layout->addWidget(m_retry, 0, Qt::AlignVCenter);

    retranslate();
    hide();
}

void OfflineBanner::showOffline(const QString &reason, std::chrono::seconds retryIn)
{
    m_mode = Mode::Offline;
    m_retrying = false;
    m_reason->setText(reason);
    m_counting = retryIn.count() > 0;
    if (m_counting) {
        m_deadline = QDeadlineTimer(std::chrono::milliseconds(retryIn), Qt::PreciseTimer);
        m_tick->start();
    } else {
        m_deadline = QDeadlineTimer();
        m_tick->stop();
    }
    m_icon->setPixmap(standardIcon(this, QStyle::SP_MessageBoxWarning).pixmap(16, 16));
    updateStatus();
    show();
    update();
}

void OfflineBanner::showStale(const QString &reason)
{
    m_mode = Mode::Stale;
    m_retrying = false;
    m_counting = false;
    m_reason->setText(reason);
    m_deadline = QDeadlineTimer();
    m_tick->stop();
    m_icon->setPixmap(standardIcon(this, QStyle::SP_MessageBoxInformation).pixmap(16, 16));
    updateStatus();
    show();
    update();
}

void OfflineBanner::setFixAction(QAction *action)
{
    if (action == m_fix->defaultAction())
        return;
    if (m_fix->defaultAction())
        m_fix->removeAction(m_fix->defaultAction());
    if (action)
        m_fix->setDefaultAction(action);
    m_fix->setVisible(action != nullptr);
}

void OfflineBanner::hideBanner()
{
    m_mode = Mode::Hidden;
    m_retrying = false;
    m_counting = false;
    m_tick->stop();
    m_deadline = QDeadlineTimer();
    hide();
}

QString OfflineBanner::reasonText() const
{
    return m_reason->text();
}

QString OfflineBanner::statusText() const
{
    return m_status->text();
}

std::chrono::seconds OfflineBanner::retryIn() const
{
    if (m_mode != Mode::Offline || m_retrying || m_deadline.hasExpired())
        return std::chrono::seconds(0);
    // Rounded, not truncated: a tick a few milliseconds early or late shows the same second.
    return std::chrono::seconds((m_deadline.remainingTime() + 500) / 1000);
}

void OfflineBanner::changeEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::LanguageChange:
        retranslate();
        break;
    case QEvent::StyleChange:
        if (m_mode != Mode::Hidden)
            m_icon->setPixmap(standardIcon(this, m_mode == Mode::Stale
                                                     ? QStyle::SP_MessageBoxInformation
                                                     : QStyle::SP_MessageBoxWarning)
                                  .pixmap(16, 16));
        break;
    default:
        break;
    }
    QFrame::changeEvent(event);
}

void OfflineBanner::paintEvent(QPaintEvent *event)
{
    Q_UNUSED(event);
    // From the current palette at every paint, so a theme change needs nothing else.
    const QPalette &pal = palette();
    const QColor window = pal.color(QPalette::Window);
    const QColor accent
        = m_mode == Mode::Stale ? pal.color(QPalette::Highlight) : warningAccent(window);
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(accent, 1));
    painter.setBrush(tinted(window, accent, 0.2));
    painter.drawRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
}

void OfflineBanner::retranslate()
{
    setAccessibleName(tr("Connection status"));
    m_retry->setText(tr("Retry now"));
    m_retry->setToolTip(tr("Try to reach the platform now instead of waiting"));
    updateStatus();
}

void OfflineBanner::updateStatus()
{
    QString text;
    if (m_mode == Mode::Stale) {
        text = tr("The data shown may be out of date.");
    } else if (m_mode == Mode::Offline) {
        const auto left = retryIn();
        if (m_retrying || (m_counting && left.count() == 0))
            text = tr("Retrying…");
        else if (left.count() > 0)
            text = tr("Retrying in %n s", nullptr, int(left.count()));
        if (left.count() == 0)
            m_tick->stop();
    }
    m_status->setText(text);
    m_status->setVisible(!text.isEmpty());
}

} // namespace polychip::ui
