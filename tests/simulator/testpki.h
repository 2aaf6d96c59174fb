// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

// A throw-away certificate authority and a server certificate it signs for 127.0.0.1, made
// with the openssl command, for tests of TLS.

#include <QFile>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>

namespace polychip::test {

class TestPki
{
public:
    /// Makes the CA and the server certificate; false when the openssl command failed.
    bool create()
    {
        if (!m_dir.isValid())
            return false;
        const QStringList ec{
            QStringLiteral("-newkey"), QStringLiteral("ec"), QStringLiteral("-pkeyopt"),
            QStringLiteral("ec_paramgen_curve:prime256v1"), QStringLiteral("-nodes")};
        QFile ext(path("server.ext"));
        if (!ext.open(QIODevice::WriteOnly))
            return false;
        ext.write("subjectAltName = IP:127.0.0.1\n");
        ext.close();
        return openssl(QStringList{QStringLiteral("req"), QStringLiteral("-x509")} + ec
                       + QStringList{QStringLiteral("-keyout"), path("ca.key"),
                                     QStringLiteral("-out"), caFile(), QStringLiteral("-days"),
                                     QStringLiteral("2"), QStringLiteral("-subj"),
                                     QStringLiteral("/CN=Polychip test CA")})
               && openssl(QStringList{QStringLiteral("req")} + ec
                          + QStringList{QStringLiteral("-keyout"), keyFile(),
                                        QStringLiteral("-out"), path("server.csr"),
                                        QStringLiteral("-subj"), QStringLiteral("/CN=127.0.0.1")})
               && openssl({QStringLiteral("x509"), QStringLiteral("-req"), QStringLiteral("-in"),
                           path("server.csr"), QStringLiteral("-CA"), caFile(),
                           QStringLiteral("-CAkey"), path("ca.key"),
                           QStringLiteral("-CAcreateserial"), QStringLiteral("-days"),
                           QStringLiteral("2"), QStringLiteral("-extfile"), path("server.ext"),
                           QStringLiteral("-out"), certFile()});
    }

    QString caFile() const { return path("ca.pem"); }
    QString certFile() const { return path("server.pem"); }
    QString keyFile() const { return path("server.key"); }
    QString path(const char *name) const { return m_dir.filePath(QString::fromLatin1(name)); }
    /// polychip-sim's options to serve with this certificate.
    QStringList simArgs() const
    {
        return {QStringLiteral("--tls-cert"), certFile(), QStringLiteral("--tls-key"), keyFile()};
    }

private:
    static bool openssl(const QStringList &args)
    {
        QProcess p;
        p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        p.start(QStringLiteral("openssl"), args);
        return p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit
               && p.exitCode() == 0;
    }

    QTemporaryDir m_dir;
};

} // namespace polychip::test
