// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "classroomfiles.h"

#include "api/codec.h"
#include "api/profilefile.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <unistd.h>

namespace polychip::sim {

namespace {

/// Writes `text` to `path` whole, created mode 0600 (replacing what was there).
std::string writePrivate(const std::string &path, const std::string &text)
{
    const std::string tmp = path + ".tmp";
    const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0)
        return "cannot write " + tmp + ": " + std::strerror(errno);
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            const std::string why = std::strerror(errno);
            ::close(fd);
            return "cannot write " + tmp + ": " + why;
        }
        done += std::size_t(n);
    }
    const bool privateMode = ::fchmod(fd, 0600) == 0;
    const std::string why = privateMode ? std::string() : std::strerror(errno);
    if (::close(fd) != 0 || !privateMode)
        return "cannot write " + tmp + ": " + (why.empty() ? std::strerror(errno) : why);
    if (std::rename(tmp.c_str(), path.c_str()) != 0)
        return "cannot write " + path + ": " + std::strerror(errno);
    return {};
}

std::string profileText(const std::string &name,
                        const KeyRecord &key,
                        const std::string &baseUrl,
                        const std::string &caPem)
{
    api::ProfileFile file;
    file.name = name;
    file.baseUrl = baseUrl;
    file.keyId = key.keyId;
    file.secret = key.secret;
    if (!caPem.empty())
        file.caPem = caPem;
    return api::encode(file);
}

} // namespace

std::string classroomUrl(const std::string &publicUrl, const std::string &host, int port, bool tls)
{
    if (!publicUrl.empty())
        return publicUrl;
    std::string name = host;
    if (host == "0.0.0.0" || host == "::") {
        char buf[256] = {};
        name = ::gethostname(buf, sizeof buf - 1) == 0 && buf[0] ? buf : "localhost";
    } else if (host.find(':') != std::string::npos) {
        name = "[" + host + "]";
    }
    return std::string(tls ? "https" : "http") + "://" + name + ":" + std::to_string(port);
}

std::string writeClassroomFiles(const Engine::Classroom &classroom,
                                const std::string &dir,
                                const std::string &baseUrl,
                                const std::string &caPem)
{
    std::error_code ec;
    const bool made = std::filesystem::create_directories(dir, ec);
    if (ec)
        return "cannot make " + dir + ": " + ec.message();
    // A folder made here is its owner's alone; one named that exists keeps its mode (each
    // file in it is 0600 all the same).
    if (made) {
        std::filesystem::permissions(dir, std::filesystem::perms::owner_all,
                                     std::filesystem::perm_options::replace, ec);
        if (ec)
            return "cannot make " + dir + " private: " + ec.message();
    }
    if (auto e = writePrivate(dir + "/teacher.polychip-profile.json",
                              profileText("Classroom teacher", classroom.teacher, baseUrl, caPem));
        !e.empty())
        return e;
    for (const SeatKey &s : classroom.seats) {
        // "classroom-seat-07" → "seat-07"
        const auto at = s.seat.rfind("seat-");
        const std::string file = at == std::string::npos ? s.seat : s.seat.substr(at);
        const std::string name = s.key.label.value_or(file);
        if (auto e = writePrivate(dir + "/" + file + ".polychip-profile.json",
                                  profileText(name, s.key, baseUrl, caPem));
            !e.empty())
            return e;
    }
    return {};
}

} // namespace polychip::sim
