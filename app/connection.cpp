// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "connection.h"

#include "logcategories.h"

#include <QDir>
#include <QTimer>

#include "kit/displaytext.h"

namespace polychip::app {

Connection::Connection(BundledSimulator::Options simulatorOptions, QObject *parent)
    : QObject(parent)
    , m_simulator(std::move(simulatorOptions))
{
    connect(&m_simulator, &BundledSimulator::ready, this, &Connection::onSimulatorReady);
    connect(&m_simulator, &BundledSimulator::notice, this, &Connection::notice);
    connect(&m_simulator, &BundledSimulator::failed, this, [this] {
        if (m_bundled) // a remote session does not care
            setProblem(m_simulator.error());
    });
}

Connection::~Connection()
{
    close();
}

void Connection::close()
{
    ++m_opening; // a session still to open (onSimulatorReady()) is not wanted any more
    if (!m_client)
        return;
    Q_EMIT aboutToClose();
    m_session.reset();
    m_client.reset();
    m_baseUrl.clear();
}

void Connection::useProfile(const ConnectionProfile &profile, const QString &secret)
{
    m_profile = profile;
    if (profile.kind == ConnectionProfile::Kind::Bundled) {
        useBundled(profile.role);
        return;
    }
    client::TransportOptions transport;
    transport.caFile = profile.caFile.toStdString();
    transport.pinnedPublicKey = profile.pinnedPublicKey.toStdString();
    transport.proxy = profile.proxy.toStdString();
    useRemote(client::Endpoint{profile.baseUrl.toStdString(),
                               profile.keyId.toStdString(),
                               secret.toStdString(),
                               transport,
                               {}});
}

void Connection::useBundled(api::Role role)
{
    close();
    m_resetting = false; // started again: a reset under way is dropped
    m_bundled = true;
    m_role = role;
    setProblem({});
    if (m_simulator.state() == BundledSimulator::State::Running
        || m_simulator.state() == BundledSimulator::State::Attached)
        onSimulatorReady();
    else
        m_simulator.start();
}

void Connection::holdBundled(const ConnectionProfile &profile)
{
    close();
    m_profile = profile;
    m_bundled = true;
    m_role = profile.role;
    setProblem(tr("The offline simulator was not started with the console (as chosen in "
                  "Preferences): Connection → Reconnect now starts it."));
}

bool Connection::resetSimulator(QString &why)
{
    if (!m_bundled) {
        why = tr("The console is connected to another platform: use the offline simulator "
                 "(Settings) to reset it.");
        return false;
    }
    if (m_simulator.state() == BundledSimulator::State::Attached) {
        why = tr("Another Polychip console runs this simulator; reset it from there, or quit that "
                 "console first.");
        return false;
    }
    if (m_resetting) {
        why = tr("The simulator is being reset.");
        return false;
    }
    m_resetting = true;
    close();
    m_simulator.stopThen([this] {
        m_resetting = false;
        if (!m_simulator.clearFolder()) {
            qCWarning(log::simulator).noquote()
                << "reset: the folder was not cleared" << m_simulator.dataDir();
            Q_EMIT notice(tr("The simulator's folder %1 could not be cleared (another console "
                             "may own it); nothing was deleted that it did not keep.")
                              .arg(QDir::toNativeSeparators(m_simulator.dataDir())));
        } else {
            qCInfo(log::simulator).noquote() << "reset: cleared" << m_simulator.dataDir();
        }
        useBundled(m_role); // a cleared folder: new keys, the welcome scenario
    });
    return true;
}

void Connection::retry()
{
    if (m_bundled && m_simulator.state() == BundledSimulator::State::Failed) {
        // The session (if any) talks to a dead port: refreshing it cannot help.
        setProblem({});
        m_simulator.start();
    } else if (m_session) {
        m_session->refresh();
    } else if (m_bundled) {
        useBundled(m_role);
    }
}

void Connection::useDefaultSimulatorDir()
{
    m_simulator.stop();
    m_simulator.setDataDir(BundledSimulator::defaultDataDir());
    useBundled(m_role);
}

void Connection::useRemote(const client::Endpoint &endpoint)
{
    close();
    m_bundled = false;
    setProblem({});
    // The bundled simulator keeps running: switching back is instant, and another console may
    // be attached to it.
    open(endpoint);
}

void Connection::onSimulatorReady()
{
    if (!m_bundled)
        return;
    const auto endpoint = m_simulator.endpoint(m_role);
    if (!endpoint) {
        close();
        setProblem(tr("The simulator has no key for the %1 of org-a.").arg(ui::roleText(m_role)));
        return;
    }
    setProblem({});
    // A restart on the same port keeps the session: it reconnects by itself.
    if (m_client && endpoint->baseUrl == m_baseUrl)
        return;
    // On another port it is the same platform all the same (same data directory): the charts
    // keep what they had, and the new session fetches the seconds missed.
    auto histories = std::make_shared<client::InstanceStore::MetricHistories>(
        m_session ? m_session->takeMetricHistories() : client::InstanceStore::MetricHistories{});
    close();
    // The new session on the next turn of the event loop: letting go of the old one (the pages
    // unbind, its worker ends) and taking up the new one take milliseconds each on a large
    // account, more while the restarted simulator loads its state beside the window.
    QTimer::singleShot(0, this, [this, endpoint = *endpoint, histories, round = m_opening] {
        if (round == m_opening)
            open(endpoint, std::move(*histories));
    });
}

void Connection::setAcceptLanguage(const QString &acceptLanguage)
{
    m_acceptLanguage = acceptLanguage.toStdString();
    if (m_client) // the next request is in the new language
        m_client->setAcceptLanguage(m_acceptLanguage);
}

void Connection::relistInLanguage()
{
    if (m_session)
        m_session->refresh(true);
}

void Connection::open(client::Endpoint endpoint, client::InstanceStore::MetricHistories histories)
{
    ++m_opening;
    m_baseUrl = endpoint.baseUrl;
    if (endpoint.acceptLanguage.empty())
        endpoint.acceptLanguage = m_acceptLanguage;
    m_client = std::make_unique<client::ApiClient>(endpoint);
    m_session = std::make_unique<client::Session>(*m_client);
    m_session->adoptMetricHistories(std::move(histories));
    m_session->start();
    Q_EMIT sessionStarted();
}

void Connection::setProblem(const QString &problem)
{
    if (problem == m_problem)
        return;
    m_problem = problem;
    Q_EMIT problemChanged();
}

} // namespace polychip::app
