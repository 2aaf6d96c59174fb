// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "options.h"

#include <charconv>
#include <cstdint>

namespace polychip::sim {

namespace {

template <class T>
bool parseNumber(const std::string &text, T &out)
{
    T value{};
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size())
        return false;
    out = value;
    return true;
}

} // namespace

std::optional<Options> parseOptions(const std::vector<std::string> &args, std::string &error)
{
    Options options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &arg = args[i];
        auto value = [&](std::string &out) {
            if (i + 1 >= args.size()) {
                error = arg + " needs a value";
                return false;
            }
            out = args[++i];
            return true;
        };
        // A number option's value, within [min, max]; else `expected` says what it must be.
        auto number = [&](auto &out, auto min, auto max, const std::string &expected) {
            std::string text;
            if (!value(text))
                return false;
            auto parsed = out;
            if (parseNumber(text, parsed) && parsed >= min && parsed <= max) {
                out = parsed;
                return true;
            }
            error = arg + " must be " + expected + ", got '" + text + "'";
            return false;
        };
        if (arg == "--version") {
            options.showVersion = true;
        } else if (arg == "--help" || arg == "-h") {
            options.showHelp = true;
        } else if (arg == "--host") {
            if (!value(options.host))
                return std::nullopt;
            if (options.host.empty()) {
                error = "--host needs a non-empty address";
                return std::nullopt;
            }
        } else if (arg == "--port") {
            if (!number(options.port, 0, 65535, "a number from 0 to 65535"))
                return std::nullopt;
        } else if (arg == "--port-file") {
            if (!value(options.portFile))
                return std::nullopt;
        } else if (arg == "--data-dir") {
            if (!value(options.dataDir))
                return std::nullopt;
        } else if (arg == "--bootstrap-keys") {
            if (!value(options.bootstrapKeys))
                return std::nullopt;
        } else if (arg == "--log") {
            if (!value(options.logFile))
                return std::nullopt;
        } else if (arg == "--price-book") {
            if (!value(options.priceBook))
                return std::nullopt;
        } else if (arg == "--speed") {
            if (!number(options.speed, 1.0, 3600.0, "a number from 1 to 3600"))
                return std::nullopt;
        } else if (arg == "--seed") {
            if (!number(options.seed, std::uint64_t{0}, UINT64_MAX, "a non-negative integer"))
                return std::nullopt;
        } else if (arg == "--catalog-scale") {
            if (!number(options.catalogScale, std::size_t{0}, std::size_t{10'000'000},
                        "a number of models up to 10000000"))
                return std::nullopt;
        } else if (arg == "--event-window") {
            if (!number(options.eventWindow, std::size_t{100}, std::size_t{10'000'000},
                        "a number of events from 100 to 10000000"))
                return std::nullopt;
        } else if (arg == "--max-db-mib") {
            if (!number(options.maxDatabaseMib, std::int64_t{1}, std::int64_t{16'777'216},
                        "a number of MiB from 1 to 16777216"))
                return std::nullopt;
        } else if (arg == "--tls-cert") {
            if (!value(options.tlsCert))
                return std::nullopt;
        } else if (arg == "--tls-key") {
            if (!value(options.tlsKey))
                return std::nullopt;
        } else if (arg == "--rate-limit") {
            if (!number(options.rateLimit, 0.0, 1e6,
                        "a number of requests a second up to 1000000 (0: no limit)"))
                return std::nullopt;
        } else if (arg == "--max-streams") {
            if (!number(options.maxStreams, 1, 100'000, "a number from 1 to 100000"))
                return std::nullopt;
        } else if (arg == "--threads") {
            if (!number(options.threads, 17, 10'000, "a number from 17 to 10000"))
                return std::nullopt;
        } else if (arg == "--webhook-allow-private") {
            options.webhookAllowPrivate = true;
        } else if (arg == "--webhook-retry-ms") {
            if (!number(options.webhookRetryMs, std::int64_t(10), std::int64_t(300'000),
                        "a number of milliseconds from 10 to 300000"))
                return std::nullopt;
        } else if (arg == "--classroom") {
            if (!number(options.classroom, std::size_t{1}, std::size_t{500},
                        "a number of seats from 1 to 500"))
                return std::nullopt;
        } else if (arg == "--classroom-dir") {
            if (!value(options.classroomDir))
                return std::nullopt;
        } else if (arg == "--public-url") {
            if (!value(options.publicUrl))
                return std::nullopt;
            if (!options.publicUrl.starts_with("https://")
                && !options.publicUrl.starts_with("http://")) {
                error = "--public-url must start with https:// or http://";
                return std::nullopt;
            }
        } else {
            error = "unknown option '" + arg + "' (see --help)";
            return std::nullopt;
        }
    }
    if (options.tlsCert.empty() != options.tlsKey.empty()) {
        error = "--tls-cert and --tls-key go together";
        return std::nullopt;
    }
    return options;
}

std::string usage()
{
    return "Usage: polychip-sim [options]\n"
           "Serves the Polychip platform API v1 as a local simulator.\n\n"
           "  --host ADDR       address to listen on (default 127.0.0.1; other hosts must be\n"
           "                    asked for explicitly)\n"
           "  --port N          port to listen on; 0 picks a free one (default 0)\n"
           "  --port-file F     write the bound port and a newline to F once accepting\n"
           "  --data-dir D      keep the state in D (SQLite); without it, in memory\n"
           "  --max-db-mib N    cap the state at N MiB: past it, changes are refused (503\n"
           "                    STORAGE_FULL) as on a full disk, and reads go on\n"
           "  --bootstrap-keys F  use the keys in F, or create org-a and org-b with a key\n"
           "                    per role and write them to F (mode 0600)\n"
           "  --speed X         simulated seconds per wall-clock second, 1 to 3600 (default 1)\n"
           "  --seed N          seed of every random figure (default 1)\n"
           "  --price-book B    list (default), promo, or a price-book file\n"
           "  --catalog-scale N generate models up to N entries (load tests)\n"
           "  --event-window N  events kept per organisation for resuming streams and\n"
           "                    delta sync (default 20000)\n"
           "  --tls-cert C --tls-key K  serve HTTPS with this PEM certificate and key\n"
           "  --rate-limit N    requests a second per key, bursts of 2N (default 100; 0: off)\n"
           "  --max-streams N   open event/log streams per key (default 8)\n"
           "  --threads N       serving threads, at least 17 (default 64); all but 16 may\n"
           "                    hold streams\n"
           "  --webhook-retry-ms N  first wait before a failed webhook delivery is tried\n"
           "                    again, doubling up to 5 min, for a day (default 1000)\n"
           "  --webhook-allow-private  let webhooks reach this machine and private networks\n"
           "                    with a --host other than loopback (on loopback they may)\n"
           "  --classroom N     a class of N seats (1 to 500): each an organisation with a\n"
           "                    trainee key; a teacher's key to follow them; a profile file\n"
           "                    for each, to hand out\n"
           "  --classroom-dir D write the class's profile files to D (default: classroom/\n"
           "                    beside the state)\n"
           "  --public-url URL  the address the profile files name (default: the scheme,\n"
           "                    this host's name and the port)\n"
           "  --log FILE        access log (one line per request); default stderr\n"
           "  --version         print name and version, then exit\n"
           "  --help            print this text, then exit\n\n"
           "SIGTERM and SIGINT stop the server cleanly (exit status 0).\n";
}

} // namespace polychip::sim
