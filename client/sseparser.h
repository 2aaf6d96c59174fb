// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

namespace polychip::client {

/** One Server-Sent Event. */
struct SseEvent
{
    std::int64_t id = -1; ///< -1: the event had no (numeric) id
    std::string type = "message";
    std::string data;
};

/** Splits an event stream into events as its bytes arrive (any chunking). Comments (heartbeats)
 *  and unknown fields are skipped; data lines are joined with newlines (WHATWG rules). A line
 *  longer than kMaxLine ends the stream as broken. */
class SseParser final
{
public:
    static constexpr std::size_t kMaxLine = std::size_t(16) << 20;
    using OnEvent = std::function<void(SseEvent)>;

    explicit SseParser(OnEvent onEvent);
    /// Returns false when the stream is broken (a line too long).
    bool feed(std::string_view bytes);

private:
    void line(std::string_view text);

    OnEvent m_onEvent;
    std::string m_buffer;
    SseEvent m_event;
    bool m_hasData = false;
};

} // namespace polychip::client
