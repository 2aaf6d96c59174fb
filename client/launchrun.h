// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/apierror.h"
#include "api/types.h"

#include <QObject>

#include <optional>
#include <string>

namespace polychip::client {

class ApiClient;

/**
 * The rules of sending one launch, below any window. A new volume asked for is created first
 * and then attached by the launch; made once, it is reused by a retry rather than made again.
 * The instance is created under an Idempotency-Key of that exact spec: kept while a retry could
 * still act twice (a timeout, an outage, a 429), dropped once the platform refused for good, so
 * the next attempt is a new request rather than a replay of the refusal. A launched instance
 * can be cancelled (deleted). The launch wizard's last step shows what it reports.
 */
class LaunchRun final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LaunchRun)

public:
    enum class Step { CreatingVolume, Sending };

    explicit LaunchRun(ApiClient &client, QObject *parent = nullptr);

    /// Sends the launch of `spec`: `newVolume` first when given and none was made yet, then the
    /// instance with that volume added. Ignored while a request is on its way.
    void send(api::LaunchSpec spec, const std::optional<api::VolumeCreate> &newVolume);
    /// Whether a request is on its way (its answer decides whether the launch happened).
    bool sending() const { return m_sending; }
    /// The volume this run made that no launch has attached yet (after a failed launch).
    const std::optional<std::string> &createdVolume() const { return m_createdVolume; }
    /// Forgets createdVolume(): the caller attaches it by id from now on.
    void releaseCreatedVolume() { m_createdVolume.reset(); }
    /// The Idempotency-Key of this exact spec: the same while the spec does not change and
    /// the platform has not refused it for good.
    std::string keyFor(const api::LaunchSpec &spec);
    /// Whether `error` is the platform's answer for good (a 4xx other than 408 and 429): it
    /// would replay it for the same key.
    static bool isFinal(const api::ApiError &error);
    /// Deletes the launched instance `instanceId` (cancelled() or cancelFailed()).
    void cancel(const std::string &instanceId);

Q_SIGNALS:
    /// Emitted when a request of the launch is sent.
    void stepChanged(polychip::client::LaunchRun::Step step);
    /// Emitted when the platform accepted the launch (the instance now comes up).
    void launched(const polychip::api::InstanceOperation &launch);
    /// Emitted when `step` failed; nothing was launched.
    void failed(const polychip::api::ApiError &error, polychip::client::LaunchRun::Step step);
    /// Emitted when the cancelled instance was deleted.
    void cancelled(const polychip::api::InstanceOperation &deleted);
    /// Emitted when the instance could not be deleted.
    void cancelFailed(const polychip::api::ApiError &error);

private:
    void createInstance(api::LaunchSpec spec);
    void fail(const api::ApiError &error, Step step);

    ApiClient &m_client;
    std::optional<std::string> m_createdVolume;
    std::string m_keyedSpec; ///< the spec (as sent) that m_key is for
    std::string m_key;
    bool m_sending = false;
};

} // namespace polychip::client
