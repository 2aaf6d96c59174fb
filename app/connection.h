// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/enums.h"
#include "apiclient.h"
#include "bundledsimulator.h"
#include "profiles.h"
#include "session.h"

#include <QObject>

#include <memory>
#include <optional>

namespace polychip::app {

/**
 * The console's one link to a platform: the ApiClient and Session of the current profile, and
 * for the offline profile the bundled simulator behind them. Switching tears the old session
 * down completely (pages are told first) before the new one starts, so nothing of one platform
 * leaks into the other.
 */
class Connection final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Connection)

public:
    explicit Connection(BundledSimulator::Options simulatorOptions, QObject *parent = nullptr);
    ~Connection() override;

    /// Connects with a profile (`secret` empty for the bundled simulator's).
    void useProfile(const ConnectionProfile &profile, const QString &secret);
    /// The profile in use as people see it, in the console's language now (empty: none).
    QString profileName() const { return m_profile ? shownName(*m_profile) : QString(); }
    /// Connects to the bundled simulator as org-a's user of `role` (starting it when needed).
    void useBundled(api::Role role);
    /// The bundled simulator's profile without starting it (Preferences: not with the
    /// console): problem() says so, and retry() (Reconnect now) or useProfile() starts it.
    void holdBundled(const ConnectionProfile &profile);
    /// Deletes everything the bundled simulator keeps (its state and keys) and starts it afresh
    /// on the welcome scenario: the session closes first, the simulator stops without blocking.
    /// False, with `why`, when the console is not on the offline simulator, while another
    /// console runs it, or while a reset is under way; a folder another console turns out to
    /// own is left as it is (problem() says so).
    bool resetSimulator(QString &why);
    /// Connects to a remote platform.
    void useRemote(const client::Endpoint &endpoint);
    /// The language the platform's text should be in (an Accept-Language value, e.g.
    /// "zh-CN, en;q=0.5"), from the next request on. Empty: the platform's own.
    void setAcceptLanguage(const QString &acceptLanguage);
    QString acceptLanguage() const { return QString::fromStdString(m_acceptLanguage); }
    /// Lists again what the platform words (its catalogue's short lists and the rest), so that
    /// a new Accept-Language shows at once.
    void relistInLanguage();
    /// Drops the session (pages are told first).
    void close();
    /// "Retry now": a bundled simulator that gave up is started again (its restart limit
    /// counts afresh); otherwise the session lists everything again without waiting.
    void retry();
    /// After the simulator's folder proved unusable: serve from the default folder instead.
    void useDefaultSimulatorDir();

    client::ApiClient *client() const { return m_client.get(); }
    client::Session *session() const { return m_session.get(); }
    BundledSimulator &simulator() { return m_simulator; }
    bool isBundled() const { return m_bundled; }
    api::Role bundledRole() const { return m_role; }
    /// Why there is no session (the simulator failed, no key for the role...); empty otherwise.
    QString problem() const { return m_problem; }

Q_SIGNALS:
    /// Emitted before the session and client go: drop every pointer to them.
    void aboutToClose();
    /// Emitted when a new session was started (session() and client() are set).
    void sessionStarted();
    /// Emitted with a translated notice for the status bar (simulator restarts...).
    void notice(const QString &text);
    /// Emitted when there can be no session; problem() says why.
    void problemChanged();

private:
    void open(client::Endpoint endpoint, client::InstanceStore::MetricHistories histories = {});
    void onSimulatorReady();
    void setProblem(const QString &problem);

    BundledSimulator m_simulator;
    bool m_bundled = false;
    bool m_resetting = false; ///< resetSimulator() is waiting for the simulator to stop
    api::Role m_role = api::Role::Admin;
    QString m_problem;
    std::string m_acceptLanguage;
    std::optional<ConnectionProfile> m_profile; ///< in use
    std::string m_baseUrl;
    /// Counts close() and open(): a session opened later (onSimulatorReady()) is opened only if
    /// neither came in between.
    int m_opening = 0;
    // The session goes before the client it uses.
    std::unique_ptr<client::ApiClient> m_client;
    std::unique_ptr<client::Session> m_session;
};

} // namespace polychip::app
