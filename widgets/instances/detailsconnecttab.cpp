// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "detailsconnecttab.h"

#include "api/hosts.h"

#include "kit/detailscommon.h"

#include "session.h"

#include <QClipboard>
#include <QDesktopServices>
#include <QEvent>
#include <QGridLayout>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QUrl>

#include <optional>

namespace polychip::ui {

namespace {

using client::InstanceStore;

enum LinkIndex { Jupyter, VsCode, TensorBoard };

} // namespace

DetailsConnectTab::DetailsConnectTab(QWidget *parent)
    : DetailsTab(parent)
{
    setObjectName(QStringLiteral("connectTab"));
    auto *grid = new QGridLayout(this);
    grid->setColumnStretch(1, 1);
    m_sshLabel = new QLabel(this);
    m_ssh = new QLineEdit(this);
    m_ssh->setObjectName(QStringLiteral("sshCommand"));
    m_ssh->setReadOnly(true);
    m_copySsh = new QPushButton(this);
    m_copySsh->setObjectName(QStringLiteral("copySsh"));
    m_sshLabel->setBuddy(m_ssh); // names the field for screen readers
    grid->addWidget(m_sshLabel, 0, 0);
    grid->addWidget(m_ssh, 0, 1);
    grid->addWidget(m_copySsh, 0, 2);
    connect(m_copySsh, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(m_ssh->text());
        Q_EMIT message(tr("The SSH command was copied to the clipboard."), false);
    });
    const char *names[] = {"Jupyter", "Vscode", "Tensorboard"};
    for (std::size_t i = 0; i < m_links.size(); ++i) {
        Link &link = m_links[i];
        link.label = new QLabel(this);
        link.url = new QLineEdit(this);
        link.url->setReadOnly(true);
        link.url->setObjectName(QStringLiteral("url%1").arg(QLatin1String(names[i])));
        link.open = new QPushButton(this);
        link.open->setObjectName(QStringLiteral("open%1").arg(QLatin1String(names[i])));
        link.label->setBuddy(link.url);
        grid->addWidget(link.label, int(i) + 1, 0);
        grid->addWidget(link.url, int(i) + 1, 1);
        grid->addWidget(link.open, int(i) + 1, 2);
        connect(link.open, &QPushButton::clicked, this, [this, i] { openLink(i); });
    }
    grid->setRowStretch(int(m_links.size()) + 1, 1);

    retranslate();
}

DetailsConnectTab::~DetailsConnectTab() = default;

void DetailsConnectTab::retranslate()
{
    m_sshLabel->setText(tr("SSH"));
    m_copySsh->setText(tr("Copy"));
    m_links[Jupyter].label->setText(tr("JupyterLab"));
    m_links[VsCode].label->setText(tr("VS Code"));
    m_links[TensorBoard].label->setText(tr("TensorBoard"));
    for (Link &link : m_links)
        link.open->setText(tr("Open"));
    refresh(); // the tooltips name the links
}

void DetailsConnectTab::follow(client::Session *session)
{
    if (session)
        connect(&session->instances(), &InstanceStore::instanceChanged, this,
                [this](const std::string &id, unsigned changes) {
                    refreshOn(id, changes, InstanceStore::StateChange | InstanceStore::OtherChange);
                });
}

void DetailsConnectTab::refresh()
{
    const api::Instance *i = details::findInstance(m_session, m_id);
    if (!i)
        return;
    const bool running = i->state == api::InstanceState::Running;
    const auto show = [&](QLineEdit *field, QPushButton *button,
                          const std::optional<std::string> &value, const QString &what,
                          const QString &action) {
        const bool has = value && !value->empty();
        field->setText(has ? details::text(*value) : QString());
        field->setPlaceholderText(has ? QString() : tr("None"));
        button->setEnabled(has && running);
        button->setToolTip(!has ? tr("This instance has no %1.").arg(what)
                           : !running
                               ? tr("%1 is available while the instance is running.").arg(what)
                               : action);
    };
    show(m_ssh, m_copySsh, i->endpoints.ssh, tr("SSH access"),
         tr("Copies the SSH command to the clipboard"));
    const std::optional<std::string> *urls[]
        = {&i->endpoints.jupyter, &i->endpoints.vscode, &i->endpoints.tensorboard};
    for (std::size_t k = 0; k < m_links.size(); ++k) {
        const QString what = m_links[k].label->text();
        show(m_links[k].url, m_links[k].open, *urls[k], what,
             tr("Opens %1 in your web browser").arg(what));
    }
}

void DetailsConnectTab::openLink(std::size_t link)
{
    const QString address = m_links[link].url->text();
    const QUrl url(address);
    // The platform sends these: only web addresses, never file: or other handlers.
    const bool web = url.scheme() == QLatin1String("https")
                     || (url.scheme() == QLatin1String("http")
                         && api::isLoopbackHost(url.host().toStdString()));
    if (!url.isValid() || !web) {
        Q_EMIT message(tr("Not opened: %1 is not an https:// address.").arg(address), true);
        return;
    }
    if (!QDesktopServices::openUrl(url))
        Q_EMIT message(tr("Could not open %1.").arg(address), true);
}

} // namespace polychip::ui
