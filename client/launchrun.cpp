// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "launchrun.h"

#include "apiclient.h"
#include "operations.h"

#include "api/codec.h"

#include <QRandomGenerator>
#include <QString>

namespace polychip::client {

LaunchRun::LaunchRun(ApiClient &client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{}

void LaunchRun::send(api::LaunchSpec spec, const std::optional<api::VolumeCreate> &newVolume)
{
    if (m_sending)
        return;
    m_sending = true;
    if (newVolume && !m_createdVolume) {
        Q_EMIT stepChanged(Step::CreatingVolume);
        m_client.call(ops::createVolume(*newVolume), this,
                      [this, spec = std::move(spec)](api::Result<api::Volume> r) mutable {
                          if (!r) {
                              fail(r.error(), Step::CreatingVolume);
                              return;
                          }
                          m_createdVolume = r.value().id;
                          createInstance(std::move(spec));
                      });
        return;
    }
    createInstance(std::move(spec));
}

void LaunchRun::createInstance(api::LaunchSpec spec)
{
    if (m_createdVolume)
        spec.volumeIds.push_back(*m_createdVolume);
    Q_EMIT stepChanged(Step::Sending);
    m_client.call(ops::withIdempotencyKey(ops::createInstance(spec), keyFor(spec)), this,
                  [this](api::Result<api::InstanceOperation> r) {
                      if (!r) {
                          fail(r.error(), Step::Sending);
                          return;
                      }
                      m_sending = false;
                      m_createdVolume.reset(); // attached now
                      Q_EMIT launched(r.value());
                  });
}

void LaunchRun::fail(const api::ApiError &error, Step step)
{
    m_sending = false;
    if (isFinal(error)) {
        m_key.clear();
        m_keyedSpec.clear();
    }
    Q_EMIT failed(error, step);
}

std::string LaunchRun::keyFor(const api::LaunchSpec &spec)
{
    const std::string json = api::encode(spec);
    if (json != m_keyedSpec || m_key.empty()) {
        m_keyedSpec = json;
        const quint64 a = QRandomGenerator::system()->generate64();
        const quint64 b = QRandomGenerator::system()->generate64();
        m_key = "launch-" + QString::number(a, 16).toStdString()
                + QString::number(b, 16).toStdString();
    }
    return m_key;
}

bool LaunchRun::isFinal(const api::ApiError &error)
{
    return error.kind == api::ErrorKind::Api && error.httpStatus >= 400 && error.httpStatus < 500
           && error.httpStatus != 408 && error.httpStatus != 429;
}

void LaunchRun::cancel(const std::string &instanceId)
{
    if (m_sending)
        return;
    m_sending = true;
    m_client.call(ops::deleteInstance(instanceId), this,
                  [this](api::Result<api::InstanceOperation> r) {
                      m_sending = false;
                      if (r)
                          Q_EMIT cancelled(r.value());
                      else
                          Q_EMIT cancelFailed(r.error());
                  });
}

} // namespace polychip::client
