// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "sseparser.h"

#include <QTest>

using namespace polychip::client;

class SseParserTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void eventsWhateverTheChunking_data()
    {
        QTest::addColumn<int>("chunk");
        for (int chunk : {1, 2, 3, 7, 64, 4096})
            QTest::newRow(qPrintable(QString::number(chunk))) << chunk;
    }

    void eventsWhateverTheChunking()
    {
        QFETCH(int, chunk);
        const std::string stream = ": heartbeat\n\n"
                                   "id: 7\nevent: instance.updated\ndata: {\"a\":1}\n\n"
                                   "event: metrics\r\ndata: line one\r\ndata: line two\r\n\r\n"
                                   "id: x\ndata: no id\n\n"
                                   "retry: 1000\nunknown: field\n\n"
                                   "data: incomplete";
        std::vector<SseEvent> events;
        SseParser parser([&](SseEvent e) { events.push_back(std::move(e)); });
        for (std::size_t i = 0; i < stream.size(); i += std::size_t(chunk))
            QVERIFY(parser.feed(std::string_view(stream).substr(i, std::size_t(chunk))));
        QCOMPARE(events.size(), std::size_t(3));
        QCOMPARE(events[0].id, std::int64_t(7));
        QCOMPARE(events[0].type, std::string("instance.updated"));
        QCOMPARE(events[0].data, std::string("{\"a\":1}"));
        QCOMPARE(events[1].id, std::int64_t(-1));
        QCOMPARE(events[1].type, std::string("metrics"));
        QCOMPARE(events[1].data, std::string("line one\nline two"));
        QCOMPARE(events[2].id, std::int64_t(-1)); // "x" is no id
        QCOMPARE(events[2].type, std::string("message"));
    }

    void aLineWithoutEndIsRefused()
    {
        SseParser parser([](SseEvent) {});
        const std::string big(SseParser::kMaxLine + 1, 'x');
        QVERIFY(!parser.feed(big));
    }
};

QTEST_GUILESS_MAIN(SseParserTest)
#include "tst_sseparser.moc"
