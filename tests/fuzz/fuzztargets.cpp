// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "fuzztargets.h"

#include "host.h"
#include "pagetoken.h"
#include "server.h"
#include "sseparser.h"

#include "api/codec.h"
#include "api/signing.h"
#include "signing/signature.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <thread>
#include <vector>

namespace polychip::fuzz {

namespace {

/// A broken property: say which and stop, so the fuzzer keeps the input.
[[noreturn]] void broken(std::string_view target, std::string_view what)
{
    std::fprintf(stderr, "fuzz target %.*s: %.*s\n", int(target.size()), target.data(),
                 int(what.size()), what.data());
    std::abort();
}

std::string_view text(const std::uint8_t *data, std::size_t size)
{
    return {reinterpret_cast<const char *>(data), size};
}

/**
 * A wire type's decoders. Beyond not crashing:
 * - what decodes encodes to text that decodes again, to the same text (stable round trip);
 * - the client's direct path (SAX) accepts nothing the DOM path refuses, and reads the same;
 * - what the server's strict decoding accepts, the client's lenient one accepts as the same.
 */
template <class T>
int decodeTarget(const std::uint8_t *data, std::size_t size, std::string_view name)
{
    const std::string_view input = text(data, size);
    const auto fast = api::detail::sax::decodeFast<T>(input);
    const auto json = api::parseJson(input);
    const auto dom = json ? api::fromJson<T>(*json) : api::Result<T>(json.error());
    // The direct path may leave a document to the DOM (which then names the error), never
    // accept one the DOM refuses.
    if (fast && !dom)
        broken(name, "the direct decoder accepts what the DOM refuses");
    if (api::decode<T>(input).ok() != dom.ok())
        broken(name, "decode() and the DOM disagree");
    if (!dom)
        return 0;
    const std::string once = api::encode(*dom);
    if (fast && api::encode(*fast) != once)
        broken(name, "the direct decoder and the DOM decode to different values");
    const auto again = api::decode<T>(once);
    if (!again)
        broken(name, "an encoded value does not decode: " + again.error().message);
    if (api::encode(*again) != once)
        broken(name, "decode -> encode -> decode is not stable");
    if (const auto strict = api::decode<T>(input, {.rejectUnknownFields = true});
        strict && api::encode(*strict) != once)
        broken(name, "strict and lenient decoding disagree");
    return 0;
}

/// The error envelope as the client reads any non-2xx answer: never a crash, always a code.
int errorEnvelope(const std::uint8_t *data, std::size_t size)
{
    if (size < 2)
        return 0;
    const int status = 400 + (data[0] | (data[1] << 8)) % 200;
    const auto e = api::errorFromResponse(status, text(data + 2, size - 2));
    if (e.httpStatus != status)
        broken("error_envelope", "the status was not kept");
    return 0;
}

/// The SSE parser: the same bytes give the same events however they are cut into chunks.
int sse(const std::uint8_t *data, std::size_t size)
{
    if (size < 1)
        return 0;
    const std::size_t step = std::size_t(data[0]) % 17 + 1;
    const std::string_view stream = text(data + 1, size - 1);
    const auto parse = [](std::string_view bytes, std::size_t chunk) {
        std::vector<client::SseEvent> events;
        client::SseParser parser([&](client::SseEvent e) { events.push_back(std::move(e)); });
        bool ok = true;
        for (std::size_t at = 0; at < bytes.size() && ok; at += chunk)
            ok = parser.feed(bytes.substr(at, chunk));
        return std::make_pair(ok, events);
    };
    const auto whole = parse(stream, stream.size() + 1);
    const auto cut = parse(stream, step);
    if (whole.first != cut.first || whole.second.size() != cut.second.size())
        broken("sse", "chunking changed the events");
    for (std::size_t i = 0; i < whole.second.size(); ++i) {
        const auto &a = whole.second[i];
        const auto &b = cut.second[i];
        if (a.id != b.id || a.type != b.type || a.data != b.data)
            broken("sse", "chunking changed an event");
    }
    return 0;
}

/// Splits fuzz input into n fields at 0x00 bytes (missing fields are empty).
template <std::size_t N>
std::array<std::string, N> fields(std::string_view input)
{
    std::array<std::string, N> out;
    for (std::size_t i = 0; i < N; ++i) {
        const auto cut = input.find('\0');
        out[i] = std::string(input.substr(0, cut));
        input = cut == std::string_view::npos ? std::string_view() : input.substr(cut + 1);
    }
    return out;
}

/**
 * Request signatures: a request signed with the secret verifies, and no longer does once any
 * one byte of what is signed (method, path, timestamp, nonce, body) or of the signature
 * changes. Input: secret, method, path, nonce, body, separated by NUL bytes; the last byte
 * picks the byte to change.
 */
int signatureTarget(const std::uint8_t *data, std::size_t size)
{
    if (size < 1)
        return 0;
    auto [secret, method, path, nonce, body] = fields<5>(text(data, size - 1));
    const std::int64_t ts = 1'780'000'000;
    const std::string sig = signing::signature(secret, method, path, ts, nonce, body);
    if (sig.size() != 64)
        broken("signature", "a signature is not 64 hex digits");
    if (sig != signing::signature(secret, method, path, ts, nonce, body))
        broken("signature", "signing is not deterministic");
    std::array<std::string *, 5> parts{&method, &path, &nonce, &body, nullptr};
    std::string tsText = std::to_string(ts);
    std::string changedSig = sig;
    const std::size_t which = data[size - 1] % 6;
    std::string *part = which < 4 ? parts[which] : which == 4 ? &tsText : &changedSig;
    if (part->empty())
        part->push_back('x');
    else
        (*part)[std::size_t(data[size - 1]) * 7 % part->size()] ^= char(1 + data[size - 1] % 127);
    const std::string other = signing::signature(
        secret, method, path, which == 4 ? std::strtoll(tsText.c_str(), nullptr, 10) : ts, nonce,
        body);
    if (which == 4 && std::to_string(std::strtoll(tsText.c_str(), nullptr, 10)) != tsText)
        return 0; // a timestamp that is no longer a number is refused before the HMAC
    if (signing::constantTimeEquals(other, changedSig))
        broken("signature", "a changed request still verifies");
    return 0;
}

/**
 * Page tokens: a token reads back to its offset for its key and scope only; any changed byte,
 * another scope or another key makes it no token. Input: key, scope, token to try, separated
 * by NUL bytes; the last 8 bytes give an offset.
 */
int pageTokenTarget(const std::uint8_t *data, std::size_t size)
{
    if (size < 9)
        return 0;
    std::int64_t offset = 0;
    for (std::size_t i = size - 8; i < size; ++i)
        offset = (offset << 8) | data[i];
    offset &= 0x7fff'ffff'ffff'ffff;
    auto [key, scope, tried] = fields<3>(text(data, size - 8));
    const std::string token = sim::makePageToken(key, scope, offset);
    if (sim::readPageToken(key, scope, token) != offset)
        broken("page_token", "a token does not read back to its offset");
    if (sim::readPageToken(key, scope + "x", token))
        broken("page_token", "a token reads in another scope");
    if (sim::readPageToken(key + "x", scope, token))
        broken("page_token", "a token reads under another key");
    if (const auto read = sim::readPageToken(key, scope, tried);
        read && sim::makePageToken(key, scope, *read) != tried)
        broken("page_token", "a token that is not the one of its offset was accepted");
    std::string changed = token;
    changed[std::size_t(data[0]) % changed.size()] ^= char(1 + data[size - 1] % 127);
    if (sim::readPageToken(key, scope, changed))
        broken("page_token", "a changed token was accepted");
    return 0;
}

/**
 * The simulator's request handling in this process: cpp-httplib's parsing, authentication,
 * the route table and the handlers, answering over loopback. The first byte picks how the rest
 * is sent: raw bytes as they are, or "METHOD PATH\n<body>" as a request signed with the admin
 * key (so the input reaches the handlers). Every answer must be HTTP with a status; 5xx other
 * than the simulated faults' is a finding.
 */
class InProcessSimulator
{
public:
    InProcessSimulator()
    {
        sim::HostConfig config;
        config.dataRoot = POLYCHIP_SIM_DATA_DIR;
        auto host = sim::SimHost::create(config);
        if (!host)
            broken("routing", "the simulator does not start: " + host.error().message);
        m_host = std::move(host.value());
        m_key = m_host->locked([](sim::Engine &e) {
            for (const auto &k : e.keys()) {
                if (k.role == api::Role::Admin)
                    return k;
            }
            return api::KeyRecord{};
        });
        sim::ServerConfig server;
        server.rateLimit = 0;
        server.threads = 4;
        m_server = std::make_unique<sim::Server>(m_host.get(), server, nullptr);
        std::string error;
        m_port = m_server->bind("127.0.0.1", 0, error);
        if (m_port < 0)
            broken("routing", "cannot listen: " + error);
        m_thread = std::thread([this] { m_server->run(); });
    }

    ~InProcessSimulator()
    {
        m_server->stop();
        m_thread.join();
    }

    std::string exchange(const std::string &request) const
    {
        const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_port = htons(std::uint16_t(m_port));
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        timeval timeout{15, 0};
        ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
        std::string answer;
        if (::connect(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0) {
            std::size_t sent = 0;
            while (sent < request.size()) {
                const auto n
                    = ::send(fd, request.data() + sent, request.size() - sent, MSG_NOSIGNAL);
                if (n <= 0)
                    break;
                sent += std::size_t(n);
            }
            ::shutdown(fd, SHUT_WR);
            char buffer[16384];
            for (ssize_t n; (n = ::recv(fd, buffer, sizeof buffer, 0)) > 0;)
                answer.append(buffer, std::size_t(n));
        }
        ::close(fd);
        return answer;
    }

    std::string
    signedRequest(std::string_view method, std::string_view path, std::string_view body) const
    {
        const std::int64_t now = std::int64_t(std::time(nullptr));
        const std::string nonce = signing::newNonce();
        std::string r = std::string(method) + " " + std::string(path) + " HTTP/1.1\r\n";
        r += "Host: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\n";
        r += "X-PC-Key: " + m_key.keyId + "\r\n";
        r += "X-PC-Timestamp: " + std::to_string(now) + "\r\n";
        r += "X-PC-Nonce: " + nonce + "\r\n";
        r += "X-PC-Signature: " + signing::signature(m_key.secret, method, path, now, nonce, body)
             + "\r\n";
        r += "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n";
        r += body;
        return r;
    }

private:
    std::unique_ptr<sim::SimHost> m_host;
    api::KeyRecord m_key;
    std::unique_ptr<sim::Server> m_server;
    int m_port = -1;
    std::thread m_thread;
};

bool printable(std::string_view s)
{
    for (const char c : s) {
        if (static_cast<unsigned char>(c) <= 0x20 || static_cast<unsigned char>(c) >= 0x7f)
            return false;
    }
    return !s.empty();
}

int routing(const std::uint8_t *data, std::size_t size)
{
    if (size < 1)
        return 0;
    static const InProcessSimulator simulator;
    const std::string_view input = text(data + 1, size - 1);
    std::string request;
    if (data[0] % 2 == 0) {
        const auto eol = input.find('\n');
        const std::string_view line = input.substr(0, eol);
        const auto space = line.find(' ');
        const std::string_view method = line.substr(0, space);
        const std::string_view path
            = space == std::string_view::npos ? std::string_view() : line.substr(space + 1);
        // Only what a client could put on a request line; the rest is the raw mode's. The
        // simulator's own controls stay out: faults answer 5xx on purpose, a reset or a clock
        // jump only slows the fuzzer down.
        if (!printable(method) || !printable(path) || path.front() != '/'
            || path.starts_with("/v1/sim"))
            return 0;
        const std::string_view body
            = eol == std::string_view::npos ? std::string_view() : input.substr(eol + 1);
        request = simulator.signedRequest(method, path, body);
    } else {
        request.assign(input);
    }
    const std::string answer = simulator.exchange(request);
    if (answer.empty())
        return 0; // the server may close a connection it cannot read
    if (!answer.starts_with("HTTP/1.1 ") || answer.size() < 12)
        broken("routing", "an answer that is not HTTP");
    if (answer.compare(9, 3, "500") == 0)
        broken("routing", "an internal error");
    return 0;
}

#define POLYCHIP_FUZZ_DECODE(Name, Type)                                                           \
    Target                                                                                         \
    {                                                                                              \
        "decode_" #Name, "decodes " #Type,                                                         \
            [](const std::uint8_t *d, std::size_t n) { return decodeTarget<Type>(d, n, #Name); }   \
    }

using namespace api;

const Target kTargets[] = {
    // Responses, whole bodies as the client reads them.
    POLYCHIP_FUZZ_DECODE(Health, Health),
    POLYCHIP_FUZZ_DECODE(Me, Me),
    POLYCHIP_FUZZ_DECODE(AcceleratorPage, Page<Accelerator>),
    POLYCHIP_FUZZ_DECODE(ImagePage, Page<Image>),
    POLYCHIP_FUZZ_DECODE(TemplatePage, Page<Template>),
    POLYCHIP_FUZZ_DECODE(Template, Template),
    POLYCHIP_FUZZ_DECODE(ModelPage, Page<Model>),
    POLYCHIP_FUZZ_DECODE(DatasetPage, Page<Dataset>),
    POLYCHIP_FUZZ_DECODE(Quote, Quote),
    POLYCHIP_FUZZ_DECODE(InstancePage, Page<Instance>),
    POLYCHIP_FUZZ_DECODE(Instance, Instance),
    POLYCHIP_FUZZ_DECODE(InstanceOperation, InstanceOperation),
    POLYCHIP_FUZZ_DECODE(Operation, Operation),
    POLYCHIP_FUZZ_DECODE(MetricSeries, MetricSeries),
    POLYCHIP_FUZZ_DECODE(LogPage, LogPage),
    POLYCHIP_FUZZ_DECODE(SnapshotPage, Page<Snapshot>),
    POLYCHIP_FUZZ_DECODE(Snapshot, Snapshot),
    POLYCHIP_FUZZ_DECODE(VolumePage, Page<Volume>),
    POLYCHIP_FUZZ_DECODE(Volume, Volume),
    POLYCHIP_FUZZ_DECODE(Account, Account),
    POLYCHIP_FUZZ_DECODE(UsageReport, UsageReport),
    POLYCHIP_FUZZ_DECODE(Insights, Insights),
    POLYCHIP_FUZZ_DECODE(LedgerPage, Page<LedgerItem>),
    POLYCHIP_FUZZ_DECODE(BudgetPage, Page<Budget>),
    POLYCHIP_FUZZ_DECODE(AlertPage, Page<Alert>),
    POLYCHIP_FUZZ_DECODE(Budget, Budget),
    POLYCHIP_FUZZ_DECODE(Clock, Clock),
    POLYCHIP_FUZZ_DECODE(Faults, Faults),
    POLYCHIP_FUZZ_DECODE(ScenarioPage, Page<Scenario>),
    POLYCHIP_FUZZ_DECODE(LessonPage, Page<Lesson>),
    POLYCHIP_FUZZ_DECODE(Lesson, Lesson),
    POLYCHIP_FUZZ_DECODE(ScenarioFile, ScenarioFile),
    POLYCHIP_FUZZ_DECODE(ErrorResponse, ErrorResponse),
    // The event streams' payloads.
    POLYCHIP_FUZZ_DECODE(MetricsBatch, MetricsBatch),
    POLYCHIP_FUZZ_DECODE(BillingTick, BillingTick),
    POLYCHIP_FUZZ_DECODE(Alert, Alert),
    POLYCHIP_FUZZ_DECODE(CatalogChange, CatalogChange),
    POLYCHIP_FUZZ_DECODE(Tombstone, Tombstone),
    POLYCHIP_FUZZ_DECODE(LogLine, LogLine),
    // Requests, as the simulator reads them.
    POLYCHIP_FUZZ_DECODE(LaunchSpec, LaunchSpec),
    POLYCHIP_FUZZ_DECODE(InstancePatch, InstancePatch),
    POLYCHIP_FUZZ_DECODE(SwitchRequest, SwitchRequest),
    POLYCHIP_FUZZ_DECODE(SnapshotRequest, SnapshotRequest),
    POLYCHIP_FUZZ_DECODE(VolumeCreate, VolumeCreate),
    POLYCHIP_FUZZ_DECODE(AttachRequest, AttachRequest),
    POLYCHIP_FUZZ_DECODE(BudgetCreate, BudgetCreate),
    POLYCHIP_FUZZ_DECODE(BudgetPatch, BudgetPatch),
    POLYCHIP_FUZZ_DECODE(ClockUpdate, ClockUpdate),
    POLYCHIP_FUZZ_DECODE(ClockAdvance, ClockAdvance),
    Target{"error_envelope", "reads any non-2xx answer", errorEnvelope},
    Target{"sse", "splits event streams into events", sse},
    Target{"signature", "signs and verifies requests", signatureTarget},
    Target{"page_token", "makes and reads page tokens", pageTokenTarget},
    Target{"routing", "the simulator's request handling, in process", routing},
};

#undef POLYCHIP_FUZZ_DECODE

} // namespace

std::span<const Target> targets()
{
    return kTargets;
}

const Target *target(std::string_view name)
{
    for (const Target &t : kTargets) {
        if (t.name == name)
            return &t;
    }
    return nullptr;
}

} // namespace polychip::fuzz
