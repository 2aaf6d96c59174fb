// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/profilefile.h"

#include <QString>

#include <optional>

namespace polychip::client {

struct Endpoint;

/** A profile file as read, or why it was not (a translated sentence naming the file). */
struct ReadProfileFile
{
    std::optional<api::ProfileFile> file;
    QString error;
};

/// The profile file of the key `keyId`/`secret` on the platform `endpoint` reaches: its base
/// URL, and the CA bundle (its PEM text, read now) and pin it trusts. `error` says why the CA
/// bundle could not be read, if it could not (the file is then not made).
ReadProfileFile profileFileFor(const Endpoint &endpoint,
                               const QString &name,
                               const QString &keyId,
                               const QString &secret);

/// Writes `file` to `path` whole or not at all, readable by its owner alone (mode 0600: it
/// holds a secret); an empty string when it was written, or a translated sentence naming the
/// file.
QString writeProfileFile(const QString &path, const api::ProfileFile &file);

/// Reads a profile file (at most 512 KiB, a regular file) and checks it: its format, each
/// field's type and size, and a base URL that is http(s).
ReadProfileFile readProfileFile(const QString &path);

} // namespace polychip::client
