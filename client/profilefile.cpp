// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "profilefile.h"

#include "apiclient.h"
#include "localfile.h"

#include "api/codec.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace polychip::client {

namespace {

constexpr qint64 kMaxProfileFileBytes = 512 * 1024;

} // namespace

ReadProfileFile profileFileFor(const Endpoint &endpoint,
                               const QString &name,
                               const QString &keyId,
                               const QString &secret)
{
    api::ProfileFile file;
    file.name = name.toStdString();
    file.baseUrl = endpoint.baseUrl;
    file.keyId = keyId.toStdString();
    file.secret = secret.toStdString();
    if (!endpoint.transport.caFile.empty()) {
        const LocalFile ca
            = readLocalFile(QString::fromStdString(endpoint.transport.caFile), 256 * 1024);
        if (!ca.ok())
            return {std::nullopt, ca.error};
        file.caPem = ca.data.toStdString();
    }
    if (!endpoint.transport.pinnedPublicKey.empty())
        file.pinnedPublicKey = endpoint.transport.pinnedPublicKey;
    return {std::move(file), {}};
}

QString writeProfileFile(const QString &path, const api::ProfileFile &file)
{
    QSaveFile out(path);
    // The temporary file is the owner's alone before a byte of the secret is in it.
    if (!out.open(QIODevice::WriteOnly)
        || !out.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner))
        return QCoreApplication::translate("ProfileFile", "Cannot write %1: %2.")
            .arg(path, out.errorString());
    const std::string json = api::encode(file);
    if (out.write(json.data(), qint64(json.size())) != qint64(json.size()) || !out.commit())
        return QCoreApplication::translate("ProfileFile", "Cannot write %1: %2.")
            .arg(path, out.errorString());
    return {};
}

ReadProfileFile readProfileFile(const QString &path)
{
    const LocalFile raw = readLocalFile(path, kMaxProfileFileBytes);
    if (!raw.ok())
        return {std::nullopt, raw.error};
    auto decoded = api::decode<api::ProfileFile>(raw.data.toStdString());
    if (!decoded)
        return {std::nullopt, QCoreApplication::translate(
                                  "ProfileFile", "%1 is not a Polychip profile file: %2 %3.")
                                  .arg(path, QString::fromStdString(decoded.error().field),
                                       QString::fromStdString(decoded.error().message))};
    if (decoded->format != api::ProfileFile::kFormat)
        return {
            std::nullopt,
            QCoreApplication::translate(
                "ProfileFile", "%1 is a profile file of another kind (%2): this console reads %3.")
                .arg(path, QString::fromStdString(decoded->format),
                     QString::fromLatin1(api::ProfileFile::kFormat.data(),
                                         qsizetype(api::ProfileFile::kFormat.size())))};
    const std::string &url = decoded->baseUrl;
    if (!url.starts_with("https://") && !url.starts_with("http://"))
        return {std::nullopt,
                QCoreApplication::translate(
                    "ProfileFile",
                    "%1 names no platform: its base URL must start with https:// or http://.")
                    .arg(path)};
    return {std::move(decoded).value(), {}};
}

} // namespace polychip::client
