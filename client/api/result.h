// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "apierror.h"

#include <utility>
#include <variant>

namespace polychip::api {

/** A value or the ApiError that explains why there is none. Never throws on access misuse in
 *  release builds: callers check ok() first, as every decoder and client call documents. */
template <class T>
class [[nodiscard]] Result
{
public:
    Result(T value)
        : m_data(std::in_place_index<0>, std::move(value))
    {}
    Result(ApiError error)
        : m_data(std::in_place_index<1>, std::move(error))
    {}

    bool ok() const { return m_data.index() == 0; }
    explicit operator bool() const { return ok(); }

    const T &value() const & { return std::get<0>(m_data); }
    T &value() & { return std::get<0>(m_data); }
    T &&value() && { return std::get<0>(std::move(m_data)); }
    const T &operator*() const & { return std::get<0>(m_data); }
    T &operator*() & { return std::get<0>(m_data); }
    const T *operator->() const { return &std::get<0>(m_data); }
    T *operator->() { return &std::get<0>(m_data); }

    const ApiError &error() const { return std::get<1>(m_data); }

private:
    std::variant<T, ApiError> m_data;
};

} // namespace polychip::api
