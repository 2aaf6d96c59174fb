// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "apiclient.h"
#include "operations.h"

#include <utility>

namespace polychip::client {

/**
 * Lists every page of a list in order. `op` makes one page's call from `query` (the page
 * token filled in here; the page size 1000 unless the query sets one). Each page goes to
 * `page(api::Page<T> &&, bool last)`, which answers whether to go on; a refusal goes to
 * `failed(const api::ApiError &)`, and the walk ends there. Nothing is called once `context`
 * is gone.
 */
template <class T, class MakeOp, class OnPage, class OnError>
void listPages(
    ApiClient &client, QObject *context, MakeOp op, ListQuery query, OnPage page, OnError failed)
{
    if (!query.pageSize)
        query.pageSize = 1000;
    const Op<api::Page<T>> call = op(query);
    client.call(call, context,
                [&client, context, op = std::move(op), query = std::move(query),
                 page = std::move(page),
                 failed = std::move(failed)](api::Result<api::Page<T>> result) mutable {
                    if (!result) {
                        failed(result.error());
                        return;
                    }
                    std::optional<std::string> next = result->nextPageToken;
                    if (!page(std::move(result).value(), !next) || !next)
                        return;
                    query.pageToken = std::move(*next);
                    listPages<T>(client, context, std::move(op), std::move(query), std::move(page),
                                 std::move(failed));
                });
}

} // namespace polychip::client
