// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "billingtab.h"

#include "kit/csvexport.h"
#include "kit/errortext.h"
#include "session.h"

#include <QAbstractItemModel>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QStandardPaths>

namespace polychip::ui {

BillingTab::BillingTab(QWidget *parent)
    : QWidget(parent)
{}

void BillingTab::setSession(client::ApiClient *client, client::Session *session)
{
    if (m_session)
        m_session->disconnectReceiver(this);
    m_client = client;
    m_session = session;
    m_answers.next(); // what is still on its way answers for the old connection
    if (session) {
        connect(session, &client::Session::stateChanged, this, &BillingTab::updateControls);
        connect(&session->billing(), &client::BillingStore::accountChanged, this,
                &BillingTab::followClock);
    }
    sessionChanged();
    updateControls();
    reload();
}

client::Session *BillingTab::session() const
{
    return m_session.data();
}

void BillingTab::setRole(std::optional<api::Role> role, bool asking)
{
    if (role == m_role && asking == m_askingRole)
        return;
    m_role = role;
    m_askingRole = asking;
    updateControls();
}

bool BillingTab::seesOwnSpendOnly() const
{
    return m_role == api::Role::Developer || m_role == api::Role::Trainee;
}

void BillingTab::reload()
{
    m_stale = !isVisible();
    if (!m_stale)
        fetch();
}

void BillingTab::followClock()
{
    // A new day or month on the platform's clock, or a simulator's clock that jumped (or the
    // first fetch, made before the platform said its time): the span shown is another one.
    const auto shown = shownPeriod();
    if (!shown || !m_session || !isVisible())
        return;
    if (periodRange(shown->first, m_session->platformNow()).from != shown->second.from)
        reload();
}

bool BillingTab::canAct() const
{
    return m_client && m_session && m_session->state() != client::Session::State::Offline;
}

QString BillingTab::whyDisabled() const
{
    if (!m_client || !m_session)
        return tr("Not connected to a platform");
    return tr("Offline: the platform does not answer");
}

QString BillingTab::currency() const
{
    return QString::fromStdString(m_session ? m_session->billing().currency() : std::string("CNY"));
}

void BillingTab::reportError(const QString &text, const api::ApiError &error)
{
    Q_EMIT message(text.arg(errorText(error)), true, errorDetails(error));
}

void BillingTab::askCsvPath(const QString &title,
                            const QString &fileName,
                            std::function<void(const QString &path)> save)
{
    auto *dialog = new QFileDialog(this, title);
    dialog->setObjectName(QStringLiteral("exportCsvDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setNameFilter(tr("CSV files (*.csv)"));
    dialog->setDefaultSuffix(QStringLiteral("csv"));
    dialog->setDirectory(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
    dialog->selectFile(fileName);
    connect(dialog, &QFileDialog::fileSelected, this, std::move(save));
    dialog->open();
}

void BillingTab::writeCsv(const QAbstractItemModel &model,
                          const QString &path,
                          const QString &failed,
                          std::function<void(const QString &error)> done)
{
    const int rows = model.rowCount();
    const QString shown = QDir::toNativeSeparators(path);
    writeTextFileInBackground(
        this, path, toCsv(model),
        [this, shown, rows, failed, done = std::move(done)](const QString &error) {
            if (error.isEmpty())
                Q_EMIT message(tr("Exported %n row(s) to %1.", nullptr, rows).arg(shown), false);
            else
                Q_EMIT message(failed.arg(shown, error), true);
            if (done)
                done(error);
        });
}

void BillingTab::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale) {
        m_stale = false;
        fetch();
    }
}

void BillingTab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace polychip::ui
