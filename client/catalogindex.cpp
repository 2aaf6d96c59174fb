// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "catalogindex.h"

#include <QHash>

#include <algorithm>

namespace polychip::client {

// ---- EntryBits -------------------------------------------------------------------------------

// Counts are popcounts of words. x86-64's baseline has no popcount instruction, and libgcc's
// stand-in took about 6% of a keystroke over 100,000 models: where the CPU has one it is used,
// chosen once at load time (an ifunc: ELF and glibc). Not under AddressSanitizer, whose
// runtime is not up yet when ifuncs are resolved.
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define POLYCHIP_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define POLYCHIP_ASAN 1
#endif
#if defined(__has_attribute) && defined(__x86_64__) && defined(__ELF__) && defined(__GLIBC__)      \
    && !defined(POLYCHIP_ASAN)
#if __has_attribute(target_clones)
#define POLYCHIP_POPCOUNT_CLONES __attribute__((target_clones("popcnt", "default")))
#endif
#endif
#ifndef POLYCHIP_POPCOUNT_CLONES
#define POLYCHIP_POPCOUNT_CLONES
#endif

EntryBits::EntryBits(std::size_t size, bool all)
    : m_words((size + 63) / 64, all ? ~std::uint64_t(0) : 0)
    , m_size(size)
{
    if (all && size % 64 != 0)
        m_words.back() = (std::uint64_t(1) << (size % 64)) - 1; // no bits past the end
}

POLYCHIP_POPCOUNT_CLONES std::size_t EntryBits::count() const
{
    std::size_t n = 0;
    for (auto w : m_words)
        n += std::size_t(std::popcount(w));
    return n;
}

POLYCHIP_POPCOUNT_CLONES std::size_t EntryBits::countAnd(const EntryBits &other) const
{
    std::size_t n = 0;
    const std::size_t words = std::min(m_words.size(), other.m_words.size());
    for (std::size_t i = 0; i < words; ++i)
        n += std::size_t(std::popcount(m_words[i] & other.m_words[i]));
    return n;
}

EntryBits &EntryBits::operator&=(const EntryBits &other)
{
    for (std::size_t i = 0; i < m_words.size(); ++i)
        m_words[i] &= i < other.m_words.size() ? other.m_words[i] : 0;
    return *this;
}

EntryBits &EntryBits::operator|=(const EntryBits &other)
{
    for (std::size_t i = 0; i < m_words.size() && i < other.m_words.size(); ++i)
        m_words[i] |= other.m_words[i];
    return *this;
}

namespace {

constexpr char kEntrySeparator = 0x1; // never typed, so no match spans two entries

QString joined(const std::vector<std::string> &words)
{
    QString out;
    for (const auto &w : words) {
        out += QString::fromStdString(w);
        out += QLatin1Char('\n');
    }
    return out;
}

} // namespace

// ---- fit and folding -------------------------------------------------------------------------

std::optional<std::int64_t> fewestChips(const api::ModelMemory &memory,
                                        FitWorkload workload,
                                        const api::Accelerator &accelerator)
{
    std::optional<std::int64_t> bytes;
    switch (workload) {
    case FitWorkload::Inference:
        bytes = memory.inferenceBytes;
        break;
    case FitWorkload::Lora:
        bytes = memory.loraBytes;
        break;
    case FitWorkload::Finetune:
        bytes = memory.finetuneBytes;
        break;
    }
    if (!bytes)
        return std::nullopt;
    constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
    std::optional<std::int64_t> fewest;
    for (const auto n : accelerator.allowedCounts) {
        if (n <= 0 || (fewest && n >= *fewest))
            continue;
        const double needed = double(*bytes) + double(n) * double(memory.runtimeBytesPerChip);
        if (needed <= double(n) * accelerator.memoryGib * kGiB)
            fewest = n;
    }
    return fewest;
}

QString foldForSearch(const QString &text)
{
    return text.normalized(QString::NormalizationForm_KC).toCaseFolded();
}

// ---- GramIndex -------------------------------------------------------------------------------

void GramIndex::build(std::string_view text, const std::vector<std::size_t> &offsets)
{
    m_size = offsets.empty() ? 0 : offsets.size() - 1;
    m_members.clear();
    if (m_size == 0) {
        // Nothing to find: no tables (three of 65,792 slots each, asked for at every build,
        // and the console builds its indexes empty before the catalogue arrives).
        m_slot.clear();
        m_slot.shrink_to_fit();
        return;
    }
    const auto forEachGram = [&](auto f) {
        for (std::size_t e = 0; e < m_size; ++e) {
            const std::size_t end = offsets[e + 1] - 1; // the separator is not indexed
            for (std::size_t i = offsets[e]; i < end; ++i) {
                const auto b = static_cast<unsigned char>(text[i]);
                f(std::uint32_t(e), 65536 + std::size_t(b));
                if (i + 1 < end)
                    f(std::uint32_t(e),
                      std::size_t(b) << 8 | static_cast<unsigned char>(text[i + 1]));
            }
        }
    };
    // First how many entries hold each gram (once per entry), then the members.
    std::vector<std::uint32_t> holders(kGrams, 0);
    std::vector<std::uint32_t> last(kGrams, kAbsent);
    forEachGram([&](std::uint32_t e, std::size_t g) {
        if (last[g] != e) {
            last[g] = e;
            ++holders[g];
        }
    });
    m_slot.assign(kGrams, kAbsent);
    for (std::size_t g = 0; g < kGrams; ++g) {
        if (holders[g] == 0)
            continue;
        m_slot[g] = std::uint32_t(m_members.size());
        Members &m = m_members.emplace_back();
        // A list costs 4 bytes an entry, a bitset an eighth of a byte for every entry.
        if (std::size_t(holders[g]) * 32 > m_size)
            m.bits = EntryBits(m_size);
        else
            m.list.reserve(holders[g]);
    }
    last.assign(kGrams, kAbsent);
    forEachGram([&](std::uint32_t e, std::size_t g) {
        if (last[g] == e)
            return;
        last[g] = e;
        Members &m = m_members[m_slot[g]];
        if (m.bits.size() != 0)
            m.bits.set(e);
        else
            m.list.push_back(e);
    });
}

void GramIndex::narrow(EntryBits &set, std::size_t gram) const
{
    if (m_slot.empty() || m_slot[gram] == kAbsent) {
        set = EntryBits(m_size);
        return;
    }
    const Members &m = m_members[m_slot[gram]];
    if (m.bits.size() != 0) {
        set &= m.bits;
        return;
    }
    EntryBits kept(m_size);
    for (const std::uint32_t e : m.list) {
        if (set.test(e))
            kept.set(e);
    }
    set = std::move(kept);
}

EntryBits GramIndex::candidates(std::string_view word) const
{
    EntryBits set(m_size, true);
    if (word.size() == 1)
        narrow(set, 65536 + static_cast<unsigned char>(word[0]));
    for (std::size_t i = 0; i + 1 < word.size(); ++i)
        narrow(set, std::size_t(static_cast<unsigned char>(word[i])) << 8
                        | static_cast<unsigned char>(word[i + 1]));
    return set;
}

std::size_t GramIndex::bytes() const
{
    std::size_t n = m_slot.size() * sizeof(std::uint32_t);
    for (const auto &m : m_members)
        n += m.bits.size() / 8 + m.list.size() * sizeof(std::uint32_t);
    return n;
}

// ---- CatalogIndex ----------------------------------------------------------------------------

const std::vector<double> &CatalogIndex::paramBounds()
{
    static const std::vector<double> bounds{0, 1, 3, 10, 30, 100, 1e9};
    return bounds;
}

const std::vector<double> &CatalogIndex::sizeBounds()
{
    static const std::vector<double> bounds{0, 1, 10, 50, 200, 1024, 1e12};
    return bounds;
}

void CatalogIndex::buildText(const std::vector<QString> &texts)
{
    m_size = texts.size();
    m_text.clear();
    m_offsets.clear();
    m_offsets.reserve(m_size + 1);
    std::size_t total = 0;
    for (const auto &t : texts)
        total += std::size_t(t.size()) + 1;
    m_text.reserve(total);
    for (const auto &t : texts) {
        m_offsets.push_back(m_text.size());
        m_text += foldForSearch(t).toStdString();
        m_text += kEntrySeparator;
    }
    m_offsets.push_back(m_text.size());
    m_grams.build(m_text, m_offsets);
    m_facets.clear();
    m_fitsFacet = -1;
    for (auto &f : m_fits)
        f.clear();
    m_lastText.clear();
    m_lastMatches = EntryBits(m_size, true);
}

void CatalogIndex::addFacet(const QString &key, const std::vector<std::vector<QString>> &valuesOf)
{
    // One value per word whatever its case (the first spelling met names it), in a stable,
    // readable order: case-insensitively by the words.
    QHash<QString, QString> byFolded; // folded -> as first met
    std::vector<std::vector<QString>> folded(valuesOf.size());
    for (std::size_t i = 0; i < valuesOf.size(); ++i) {
        for (const auto &v : valuesOf[i]) {
            folded[i].push_back(v.toCaseFolded());
            if (!byFolded.contains(folded[i].back()))
                byFolded.insert(folded[i].back(), v);
        }
    }
    QStringList keys = byFolded.keys();
    keys.sort();
    Facet f;
    f.key = key;
    QHash<QString, int> position;
    for (const auto &k : keys) {
        position.insert(k, int(f.values.size()));
        f.values << byFolded.value(k);
    }
    f.members.assign(std::size_t(f.values.size()), EntryBits(m_size));
    for (std::size_t i = 0; i < folded.size(); ++i) {
        for (const auto &v : folded[i])
            f.members[std::size_t(position.value(v))].set(i);
    }
    m_facets.push_back(std::move(f));
}

void CatalogIndex::addRangeFacet(const QString &key,
                                 const std::vector<double> &bounds,
                                 const std::vector<double> &values)
{
    Facet f;
    f.key = key;
    const std::size_t ranges = bounds.size() - 1;
    for (std::size_t r = 0; r < ranges; ++r)
        f.values << QString::number(r);
    f.members.assign(ranges, EntryBits(m_size));
    for (std::size_t i = 0; i < values.size(); ++i) {
        const auto it = std::upper_bound(bounds.begin(), bounds.end(), values[i]);
        const std::size_t r = std::size_t(std::max<std::ptrdiff_t>(it - bounds.begin() - 1, 0));
        f.members[std::min(r, ranges - 1)].set(i);
    }
    m_facets.push_back(std::move(f));
}

namespace {

template <class T, class Less>
std::vector<int> orderBy(const std::vector<T> &items, Less less)
{
    std::vector<int> order(items.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = int(i);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return less(items[std::size_t(a)], items[std::size_t(b)]);
    });
    return order;
}

} // namespace

namespace {

/** A list of pointers read as the list of what they point to. */
template <class T>
struct Pointed
{
    const std::vector<const T *> &items;

    struct Iterator
    {
        typename std::vector<const T *>::const_iterator at;
        const T &operator*() const { return **at; }
        Iterator &operator++()
        {
            ++at;
            return *this;
        }
        bool operator!=(const Iterator &other) const { return at != other.at; }
    };
    std::size_t size() const { return items.size(); }
    const T &operator[](std::size_t i) const { return *items[i]; }
    Iterator begin() const { return {items.begin()}; }
    Iterator end() const { return {items.end()}; }
};

} // namespace

bool CatalogIndex::build(const std::vector<api::Model> &models,
                         const std::vector<api::Accelerator> &accelerators,
                         std::stop_token stop)
{
    return buildModels(models, accelerators, stop);
}

bool CatalogIndex::build(const std::vector<const api::Model *> &models,
                         const std::vector<api::Accelerator> &accelerators,
                         std::stop_token stop)
{
    return buildModels(Pointed<api::Model>{models}, accelerators, stop);
}

bool CatalogIndex::build(const std::vector<api::Dataset> &datasets, std::stop_token stop)
{
    return buildDatasets(datasets, stop);
}

bool CatalogIndex::build(const std::vector<const api::Dataset *> &datasets, std::stop_token stop)
{
    return buildDatasets(Pointed<api::Dataset>{datasets}, stop);
}

bool CatalogIndex::stopped(const std::stop_token &stop)
{
    if (!stop.stop_requested())
        return false;
    *this = CatalogIndex();
    return true;
}

template <class Models>
bool CatalogIndex::buildModels(const Models &models,
                               const std::vector<api::Accelerator> &accelerators,
                               const std::stop_token &stop)
{
    std::vector<QString> texts;
    texts.reserve(models.size());
    for (const auto &m : models) {
        texts.push_back(QString::fromStdString(m.name) + QLatin1Char('\n')
                        + QString::fromStdString(m.id) + QLatin1Char('\n')
                        + QString::fromStdString(m.family) + QLatin1Char('\n') + joined(m.tasks)
                        + joined(m.tags));
    }
    if (stopped(stop))
        return false;
    buildText(texts);
    if (stopped(stop))
        return false;

    const auto words = [&](auto pick) {
        std::vector<std::vector<QString>> out;
        out.reserve(models.size());
        for (const auto &m : models)
            out.push_back(pick(m));
        return out;
    };
    const auto list = [](const std::vector<std::string> &v) {
        std::vector<QString> out;
        for (const auto &s : v)
            out.push_back(QString::fromStdString(s));
        return out;
    };
    addFacet(QStringLiteral("family"), words([](const api::Model &m) {
                 return std::vector<QString>{QString::fromStdString(m.family)};
             }));
    addFacet(QStringLiteral("task"), words([&](const api::Model &m) { return list(m.tasks); }));
    addFacet(QStringLiteral("license"), words([](const api::Model &m) {
                 return std::vector<QString>{QString::fromStdString(m.license)};
             }));
    addFacet(QStringLiteral("format"), words([&](const api::Model &m) { return list(m.formats); }));
    // Not quantised: the empty word (the page names it).
    addFacet(QStringLiteral("quantization"), words([](const api::Model &m) {
                 return std::vector<QString>{QString::fromStdString(m.quantization.value_or(""))};
             }));
    std::vector<double> params, sizes;
    for (const auto &m : models) {
        params.push_back(m.paramsB);
        sizes.push_back(m.sizeGib);
    }
    addRangeFacet(QStringLiteral("params"), paramBounds(), params);
    addRangeFacet(QStringLiteral("size"), sizeBounds(), sizes);

    if (stopped(stop))
        return false;
    // Fits on: per workload, the models each accelerator can hold at one of its counts.
    Facet fits;
    fits.key = QStringLiteral("fits");
    for (const auto &a : accelerators)
        fits.values << QString::fromStdString(a.id);
    for (int w = 0; w < kFitWorkloads; ++w) {
        auto &sets = m_fits[std::size_t(w)];
        sets.assign(accelerators.size(), EntryBits(m_size));
        for (std::size_t i = 0; i < models.size(); ++i) {
            if (!models[i].memory)
                continue;
            for (std::size_t a = 0; a < accelerators.size(); ++a) {
                if (fewestChips(*models[i].memory, FitWorkload(w), accelerators[a]))
                    sets[a].set(i);
            }
        }
    }
    fits.members = m_fits[0];
    m_fitsFacet = int(m_facets.size());
    m_facets.push_back(std::move(fits));

    if (stopped(stop))
        return false;
    std::vector<QString> names;
    names.reserve(models.size());
    for (const auto &m : models)
        names.push_back(QString::fromStdString(m.name).toCaseFolded());
    m_order[int(Sort::Name)] = orderBy(names, std::less<QString>());
    // By a key, then by name: the name order sorted by the key alone (stable), so that ties
    // compare numbers rather than names.
    const auto by = [&](auto key) {
        std::vector<int> order = m_order[int(Sort::Name)];
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            return key(models[std::size_t(a)]) < key(models[std::size_t(b)]);
        });
        return order;
    };
    if (stopped(stop))
        return false;
    m_order[int(Sort::Parameters)] = by([](const api::Model &m) { return m.paramsB; });
    m_order[int(Sort::Size)] = by([](const api::Model &m) { return m.sizeGib; });
    m_order[int(Sort::Popularity)]
        = by([](const api::Model &m) { return m.popularity.value_or(0); });
    m_sorts = {Sort::Popularity, Sort::Name, Sort::Parameters, Sort::Size};
    return true;
}

template <class Datasets>
bool CatalogIndex::buildDatasets(const Datasets &datasets, const std::stop_token &stop)
{
    std::vector<QString> texts;
    texts.reserve(datasets.size());
    for (const auto &d : datasets) {
        texts.push_back(QString::fromStdString(d.name) + QLatin1Char('\n')
                        + QString::fromStdString(d.id) + QLatin1Char('\n')
                        + QString::fromStdString(d.modality) + QLatin1Char('\n')
                        + QString::fromStdString(d.format.value_or("")) + QLatin1Char('\n')
                        + QString::fromStdString(d.description));
    }
    if (stopped(stop))
        return false;
    buildText(texts);
    if (stopped(stop))
        return false;
    const auto one = [&](auto pick) {
        std::vector<std::vector<QString>> out;
        out.reserve(datasets.size());
        for (const auto &d : datasets)
            out.push_back({QString::fromStdString(pick(d))});
        return out;
    };
    addFacet(QStringLiteral("modality"), one([](const api::Dataset &d) { return d.modality; }));
    addFacet(QStringLiteral("license"), one([](const api::Dataset &d) { return d.license; }));
    addFacet(QStringLiteral("format"),
             one([](const api::Dataset &d) { return d.format.value_or(""); }));
    std::vector<std::vector<QString>> languages;
    for (const auto &d : datasets) {
        std::vector<QString> l;
        for (const auto &s : d.languages)
            l.push_back(QString::fromStdString(s));
        languages.push_back(std::move(l));
    }
    addFacet(QStringLiteral("language"), languages);
    std::vector<double> sizes;
    for (const auto &d : datasets)
        sizes.push_back(d.sizeGib);
    addRangeFacet(QStringLiteral("size"), sizeBounds(), sizes);

    if (stopped(stop))
        return false;
    std::vector<QString> names;
    for (const auto &d : datasets)
        names.push_back(QString::fromStdString(d.name).toCaseFolded());
    m_order[int(Sort::Name)] = orderBy(names, std::less<QString>());
    std::vector<int> bySize = m_order[int(Sort::Name)];
    std::stable_sort(bySize.begin(), bySize.end(), [&](int a, int b) {
        return datasets[std::size_t(a)].sizeGib < datasets[std::size_t(b)].sizeGib;
    });
    m_order[int(Sort::Size)] = bySize;
    m_order[int(Sort::Parameters)] = bySize;
    m_order[int(Sort::Popularity)] = bySize;
    m_sorts = {Sort::Name, Sort::Size};
    return true;
}

int CatalogIndex::facetIndex(const QString &key) const
{
    for (std::size_t i = 0; i < m_facets.size(); ++i) {
        if (m_facets[i].key == key)
            return int(i);
    }
    return -1;
}

const std::vector<EntryBits> &CatalogIndex::membersOf(int facet, FitWorkload workload) const
{
    if (facet == m_fitsFacet)
        return m_fits[std::size_t(workload)];
    return m_facets[std::size_t(facet)].members;
}

const EntryBits &CatalogIndex::textMatches(const QString &text)
{
    const QString folded = foldForSearch(text).simplified();
    if (folded == m_lastText && m_lastMatches.size() == m_size)
        return m_lastMatches;
    // UTF-8 both sides: a match of whole UTF-8 sequences is a match of characters.
    std::vector<std::string> words;
    for (const QString &w : folded.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        words.push_back(w.toStdString());
    // Typing narrows: every word of the longer query contains one of the shorter's, so the
    // matches are among the shorter's.
    const bool narrows
        = !m_lastText.isEmpty() && folded.startsWith(m_lastText) && m_lastMatches.size() == m_size;
    EntryBits matches = narrows ? m_lastMatches : EntryBits(m_size, true);
    // The entries holding every byte pair of every word; those are the matches for words of
    // one or two bytes, and the only entries to look into for longer ones.
    std::vector<const std::string *> longer;
    for (const std::string &w : words) {
        matches &= m_grams.candidates(w);
        if (w.size() > 2)
            longer.push_back(&w);
    }
    if (!longer.empty()) {
        const std::string_view all(m_text);
        EntryBits checked(m_size);
        matches.forEach([&](std::size_t i) {
            const std::string_view entry
                = all.substr(m_offsets[i], m_offsets[i + 1] - m_offsets[i]);
            if (std::all_of(longer.begin(), longer.end(), [&](const std::string *w) {
                    return entry.find(*w) != std::string_view::npos;
                }))
                checked.set(i);
        });
        matches = std::move(checked);
    }
    m_lastText = folded;
    m_lastMatches = std::move(matches);
    return m_lastMatches;
}

CatalogIndex::Result CatalogIndex::run(const Query &query)
{
    Result result;
    const EntryBits text = textMatches(query.text);
    result.textMatches = int(text.count());

    const std::size_t facets = m_facets.size();
    std::vector<std::optional<EntryBits>> chosen(facets);
    for (std::size_t f = 0; f < facets && f < query.selected.size(); ++f) {
        const auto &members = membersOf(int(f), query.workload);
        for (const int v : query.selected[f]) {
            if (v < 0 || std::size_t(v) >= members.size())
                continue;
            if (!chosen[f])
                chosen[f] = EntryBits(m_size);
            *chosen[f] |= members[std::size_t(v)];
        }
    }

    EntryBits passing = text;
    for (const auto &c : chosen) {
        if (c)
            passing &= *c;
    }
    result.counts.resize(facets);
    for (std::size_t f = 0; f < facets; ++f) {
        EntryBits others = text;
        for (std::size_t g = 0; g < facets; ++g) {
            if (g != f && chosen[g])
                others &= *chosen[g];
        }
        const auto &members = membersOf(int(f), query.workload);
        result.counts[f].reserve(members.size());
        for (const auto &m : members)
            result.counts[f].push_back(int(others.countAnd(m)));
        if (chosen[f] && result.textMatches > 0 && passing.count() == 0 && others.count() > 0)
            result.excluding.push_back(int(f));
    }

    const auto &order = m_order[int(query.sort)];
    result.rows.reserve(passing.count());
    if (query.descending) {
        for (auto it = order.rbegin(); it != order.rend(); ++it) {
            if (passing.test(std::size_t(*it)))
                result.rows.push_back(*it);
        }
    } else {
        for (const int i : order) {
            if (passing.test(std::size_t(i)))
                result.rows.push_back(i);
        }
    }
    return result;
}

} // namespace polychip::client
