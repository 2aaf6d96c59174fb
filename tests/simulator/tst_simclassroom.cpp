// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// A classroom over the wire: polychip-sim --classroom N makes a teacher's key and N seats, each
// an organisation of its own with a trainee key, and a profile file for each (mode 0600) that
// reaches the simulator; the teacher's board follows each seat through the lessons without
// reaching into the seats; a seat starts over; a restart keeps the class as it was.
#include "simtestclient.h"

#include "api/profilefile.h"

#include <QDir>
#include <QFile>

#include <sys/stat.h>

using namespace polychip;
using test::Key;
using test::SimProcess;

class SimClassroomTest final : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimProcess> m_sim;

    QString classDir() const { return m_sim->path(QStringLiteral("class")); }

    /// The key a profile file of the class holds, after checking the file's mode and address.
    Key keyFromFile(const QString &name)
    {
        const QString path = classDir() + QLatin1Char('/') + name;
        struct stat mode
        {};
        if (::stat(QFile::encodeName(path).constData(), &mode) != 0)
            qFatal("no profile file %s", qPrintable(path));
        if ((mode.st_mode & 0777) != 0600)
            qFatal("%s is mode %o, not 0600", qPrintable(path), unsigned(mode.st_mode & 0777));
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            qFatal("cannot read %s", qPrintable(path));
        const auto profile = api::decode<api::ProfileFile>(file.readAll().toStdString());
        if (!profile || profile->baseUrl != m_sim->baseUrl())
            qFatal("%s is not a profile of this simulator", qPrintable(path));
        return {profile->keyId, profile->secret};
    }

    std::vector<api::ClassroomSeat> board(const Key &teacher)
    {
        return test::decodeOk<api::Page<api::ClassroomSeat>>(
                   m_sim->request(teacher, "GET", "/v1/classroom/seats?page_size=1000"))
            .items;
    }

    static const api::SeatLesson &progress(const api::ClassroomSeat &seat, const char *lessonId)
    {
        for (const auto &l : seat.lessons) {
            if (l.lessonId == lessonId)
                return l;
        }
        qFatal("no lesson %s on the board", lessonId);
    }

private Q_SLOTS:
    void cleanup() { m_sim.reset(); }

    void aClassOfThreeWithAFileEach()
    {
        m_sim = std::make_unique<SimProcess>(
            QStringList{QStringLiteral("--classroom"), QStringLiteral("3")});
        QVERIFY(m_sim->start());
        // Without --classroom-dir: beside the state.
        const QDir beside(m_sim->path(QStringLiteral("data/classroom")));
        QCOMPARE(beside.entryList(QDir::Files, QDir::Name),
                 (QStringList{QStringLiteral("seat-01.polychip-profile.json"),
                              QStringLiteral("seat-02.polychip-profile.json"),
                              QStringLiteral("seat-03.polychip-profile.json"),
                              QStringLiteral("teacher.polychip-profile.json")}));
    }

    void theBoardFollowsEachSeatWithoutReachingIntoIt()
    {
        startClass(3);
        const Key teacher = keyFromFile(QStringLiteral("teacher.polychip-profile.json"));
        const Key seat1 = keyFromFile(QStringLiteral("seat-01.polychip-profile.json"));
        const Key seat2 = keyFromFile(QStringLiteral("seat-02.polychip-profile.json"));

        // Each key is its seat's trainee; the seats are organisations of their own.
        const auto me1 = test::decodeOk<api::Me>(m_sim->request(seat1, "GET", "/v1/me"));
        QCOMPARE(me1.organization.id, std::string("classroom-seat-01"));
        QCOMPARE(me1.role, api::Role::Trainee);
        const auto launched = m_sim->launchSmall(seat1, "mine");
        const auto theirs = test::decodeOk<api::Page<api::Instance>>(
            m_sim->request(seat2, "GET", "/v1/instances"));
        QVERIFY(theirs.items.empty());
        QCOMPARE(m_sim->request(seat2, "GET", "/v1/instances/" + launched.instance.id).status,
                 404L);
        // The teacher reads the board, not the seats.
        const auto teachers = test::decodeOk<api::Page<api::Instance>>(
            m_sim->request(teacher, "GET", "/v1/instances"));
        QVERIFY(teachers.items.empty());
        QCOMPARE(m_sim->request(teacher, "GET", "/v1/instances/" + launched.instance.id).status,
                 404L);
        // A trainee has no board, nor seats of their own.
        QCOMPARE(m_sim->request(seat1, "GET", "/v1/classroom/seats").status, 403L);
        QCOMPARE(m_sim->request(seat1, "POST", "/v1/classroom/seats", "{\"count\": 1}").status,
                 403L);

        auto seats = board(teacher);
        QCOMPARE(seats.size(), std::size_t(3));
        QCOMPARE(seats[0].id, std::string("classroom-seat-01"));
        QCOMPARE(seats[0].name, std::string("Seat 01"));
        QCOMPARE(seats[0].keyId, seat1.id);
        QVERIFY(seats[0].lessons.size() >= 7);
        QVERIFY(!progress(seats[0], "lesson-cheapest-backend").startedAt);

        // Seat 1 does the cheapest-backend lesson: a quote, then a launch on its first option.
        QCOMPARE(
            m_sim->request(seat1, "POST", "/v1/sim/lessons/lesson-cheapest-backend:start").status,
            200L);
        const auto quote = test::decodeOk<api::Quote>(m_sim->request(
            seat1, "POST", "/v1/quotes", "{\"template_id\": \"tpl-bert-chinese-finetune\"}"));
        seats = board(teacher);
        const auto &halfway = progress(seats[0], "lesson-cheapest-backend");
        QVERIFY(halfway.startedAt);
        QVERIFY(!halfway.completedAt);
        QCOMPARE(halfway.objectivesDone, 1);
        QCOMPARE(halfway.objectivesTotal, 2);
        const api::QuoteOption &first = quote.alternatives.at(0);
        QCOMPARE(m_sim
                     ->request(seat1, "POST", "/v1/instances",
                               "{\"name\": \"cheap\", \"template_id\": "
                               "\"tpl-bert-chinese-finetune\", \"accelerator\": \""
                                   + first.accelerator + "\", \"count\": "
                                   + std::to_string(first.count) + ", \"queue_timeout_s\": 3600}")
                     .status,
                 202L);
        // Placed in a few simulated minutes; the teacher moves the shared clock.
        for (int i = 0;
             i < 20 && !progress(board(teacher)[0], "lesson-cheapest-backend").completedAt; ++i)
            QCOMPARE(m_sim->request(teacher, "POST", "/v1/sim/clock:advance", "{\"seconds\": 60}")
                         .status,
                     200L);
        QVERIFY(progress(board(teacher)[0], "lesson-cheapest-backend").completedAt.has_value());
        seats = board(teacher);
        const auto &done = progress(seats[0], "lesson-cheapest-backend");
        QCOMPARE(done.objectivesDone, 2);
        QVERIFY(done.seconds >= 0);
        QVERIFY(!progress(seats[1], "lesson-cheapest-backend").startedAt); // seat 2 untouched
        QTRY_VERIFY_WITH_TIMEOUT(board(teacher)[0].lastActivityAt.has_value(), 10000);

        // Another lesson keeps the first one done on the board.
        QCOMPARE(m_sim->request(seat1, "POST", "/v1/sim/lessons/lesson-first-steps:start").status,
                 200L);
        seats = board(teacher);
        QCOMPARE(progress(seats[0], "lesson-cheapest-backend").objectivesDone, 2);
        QVERIFY(progress(seats[0], "lesson-first-steps").startedAt);

        // Starting a seat over forgets its progress, not its key.
        const auto reset
            = m_sim->request(teacher, "POST", "/v1/classroom/seats/classroom-seat-01:reset");
        QCOMPARE(reset.status, 200L);
        const auto fresh = test::decodeOk<api::ClassroomSeat>(reset);
        QVERIFY(!progress(fresh, "lesson-cheapest-backend").startedAt);
        QCOMPARE(m_sim->request(seat1, "GET", "/v1/me").status, 200L);
        const auto after = test::decodeOk<api::Page<api::Instance>>(
            m_sim->request(seat1, "GET", "/v1/instances"));
        QVERIFY(after.items.empty());
        // A trainee cannot revoke their seat's only key (the teacher resets the seat instead).
        QCOMPARE(m_sim->request(seat1, "DELETE", "/v1/keys/" + seat1.id).status, 409L);
        QCOMPARE(board(teacher).size(), std::size_t(3));
        // Another class's seat, or one that is not there: as if absent.
        const Key otherAdmin = m_sim->key("org-a", "admin");
        QCOMPARE(m_sim->request(otherAdmin, "POST", "/v1/classroom/seats/classroom-seat-02:reset")
                     .status,
                 404L);
        QVERIFY(board(otherAdmin).empty());
    }

    void anAdministratorMakesSeatsOverTheApi()
    {
        m_sim = std::make_unique<SimProcess>(QStringList{});
        QVERIFY(m_sim->start());
        const Key admin = m_sim->key("org-b", "admin");
        const auto made = m_sim->request(admin, "POST", "/v1/classroom/seats", "{\"count\": 2}");
        QCOMPARE(made.status, 201L);
        const auto seats = test::decodeOk<api::SeatsCreated>(made).seats;
        QCOMPARE(seats.size(), std::size_t(2));
        QCOMPARE(seats[1].seat.id, std::string("org-b-seat-02"));
        const Key seat{seats[1].seat.keyId, seats[1].secret};
        QCOMPARE(test::decodeOk<api::Me>(m_sim->request(seat, "GET", "/v1/me")).organization.id,
                 std::string("org-b-seat-02"));
        // The listing never carries a secret; a class holds at most 500.
        const auto listed = m_sim->request(admin, "GET", "/v1/classroom/seats");
        QVERIFY(listed.body.find(seats[1].secret) == std::string::npos);
        QCOMPARE(m_sim->request(admin, "POST", "/v1/classroom/seats", "{\"count\": 499}").status,
                 400L);
        // Past 99 seats the board keeps their numbers' order: 99, then 100.
        QCOMPARE(m_sim->request(admin, "POST", "/v1/classroom/seats", "{\"count\": 98}").status,
                 201L);
        const auto hundred = board(admin);
        QCOMPARE(hundred.size(), std::size_t(100));
        QCOMPARE(hundred[98].id, std::string("org-b-seat-099"));
        QCOMPARE(hundred[99].id, std::string("org-b-seat-100"));
        QCOMPARE(m_sim->request(admin, "GET", "/v1/classroom/seats?page_size=0").status, 400L);
    }

    void aFolderThatExistsKeepsItsMode()
    {
        // The profile files are 0600 each; the folder named, when it was there, is not touched.
        m_sim = std::make_unique<SimProcess>(
            QStringList{QStringLiteral("--classroom"), QStringLiteral("1")});
        QVERIFY(QDir().mkpath(classDir()));
        QVERIFY(QFile::setPermissions(
            classDir(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner
                            | QFileDevice::ReadGroup | QFileDevice::ExeGroup
                            | QFileDevice::ReadOther | QFileDevice::ExeOther));
        m_sim->addOptions({QStringLiteral("--classroom-dir"), classDir()});
        QVERIFY(m_sim->start());
        struct stat mode
        {};
        QCOMPARE(::stat(QFile::encodeName(classDir()).constData(), &mode), 0);
        QCOMPARE(mode.st_mode & 0777, 0755u);
        keyFromFile(QStringLiteral("seat-01.polychip-profile.json")); // 0600, checked there
    }

    void aRestartKeepsTheClassAndItsKeys()
    {
        startClass(2);
        const Key seat = keyFromFile(QStringLiteral("seat-02.polychip-profile.json"));
        m_sim->keepPort();
        m_sim->stop();
        QVERIFY(m_sim->start());
        QCOMPARE(keyFromFile(QStringLiteral("seat-02.polychip-profile.json")).secret, seat.secret);
        QCOMPARE(m_sim->request(seat, "GET", "/v1/me").status, 200L);
        QCOMPARE(board(keyFromFile(QStringLiteral("teacher.polychip-profile.json"))).size(),
                 std::size_t(2));
    }

private:
    /// A simulator with a class of `seats`, its profile files in classDir().
    void startClass(int seats)
    {
        m_sim = std::make_unique<SimProcess>(
            QStringList{QStringLiteral("--classroom"), QString::number(seats)});
        m_sim->addOptions({QStringLiteral("--classroom-dir"), classDir()});
        if (!m_sim->start())
            qFatal("the simulator did not start with a class of %d", seats);
    }
};

QTEST_GUILESS_MAIN(SimClassroomTest)
#include "tst_simclassroom.moc"
