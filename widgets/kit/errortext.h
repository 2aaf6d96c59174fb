// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/apierror.h"
#include "api/types.h"

#include <QString>

namespace polychip::ui {

/** A translated sentence for the user about `e`: chosen by kind and, for an API error, by its
 *  code (every code of the API's error table has its own wording). The server's English message
 *  is quoted where it adds specifics (the field, the accelerator, the quota), and is the whole
 *  text only for a code this console does not know. A network failure the client named (an
 *  untrusted certificate, nothing listening, http:// to an HTTPS port...) says what is wrong
 *  and what to do, without curl's words: errorDetails() keeps them. */
QString errorText(const api::ApiError &e);

/** The error an operation ended with (or an instance's state_reason code) as an API error, to
 *  be worded by errorText() like any other. */
api::ApiError operationError(const api::ErrorDetail &detail);
api::ApiError reasonError(const std::string &code);

/** A translated details block for a tooltip or a "Details" line, one item per line: kind, HTTP
 *  status, code, address, request id, Retry-After, offending field and the server's (or curl's)
 *  own message, each only when known. Meant for support: it quotes raw identifiers as they are. */
QString errorDetails(const api::ApiError &e);

} // namespace polychip::ui
