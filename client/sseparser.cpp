// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "sseparser.h"

#include <charconv>

namespace polychip::client {

SseParser::SseParser(OnEvent onEvent)
    : m_onEvent(std::move(onEvent))
{}

bool SseParser::feed(std::string_view bytes)
{
    m_buffer.append(bytes);
    std::size_t start = 0;
    for (;;) {
        const auto nl = m_buffer.find('\n', start);
        if (nl == std::string::npos)
            break;
        std::string_view text(m_buffer.data() + start, nl - start);
        if (!text.empty() && text.back() == '\r')
            text.remove_suffix(1);
        line(text);
        start = nl + 1;
    }
    m_buffer.erase(0, start);
    return m_buffer.size() <= kMaxLine;
}

void SseParser::line(std::string_view text)
{
    if (text.empty()) { // the end of an event
        if (m_hasData)
            m_onEvent(std::move(m_event));
        m_event = {};
        m_hasData = false;
        return;
    }
    if (text.front() == ':')
        return; // a comment: the heartbeat
    const auto colon = text.find(':');
    const std::string_view field = text.substr(0, colon);
    std::string_view value
        = colon == std::string_view::npos ? std::string_view{} : text.substr(colon + 1);
    if (!value.empty() && value.front() == ' ')
        value.remove_prefix(1);
    if (field == "data") {
        if (m_hasData)
            m_event.data += '\n';
        m_event.data.append(value);
        m_hasData = true;
    } else if (field == "event") {
        m_event.type = std::string(value);
    } else if (field == "id") {
        std::int64_t id = -1;
        if (std::from_chars(value.data(), value.data() + value.size(), id).ec == std::errc())
            m_event.id = id;
    }
}

} // namespace polychip::client
