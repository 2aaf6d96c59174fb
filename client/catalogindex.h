// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <QString>
#include <QStringList>

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

namespace polychip::client {

/** A set of catalogue entries, one bit each. */
class EntryBits
{
public:
    EntryBits() = default;
    explicit EntryBits(std::size_t size, bool all = false);

    std::size_t size() const { return m_size; }
    bool test(std::size_t i) const { return (m_words[i >> 6] >> (i & 63)) & 1U; }
    void set(std::size_t i) { m_words[i >> 6] |= std::uint64_t(1) << (i & 63); }
    std::size_t count() const;
    /// The number of entries in both, without making the set.
    std::size_t countAnd(const EntryBits &other) const;
    EntryBits &operator&=(const EntryBits &other);
    EntryBits &operator|=(const EntryBits &other);
    /// Calls f(i) for every entry in the set, in order.
    template <class F>
    void forEach(F f) const
    {
        for (std::size_t w = 0; w < m_words.size(); ++w) {
            for (std::uint64_t bits = m_words[w]; bits != 0; bits &= bits - 1)
                f(w * 64 + std::size_t(std::countr_zero(bits)));
        }
    }

private:
    std::vector<std::uint64_t> m_words;
    std::size_t m_size = 0;
};

/**
 * For every byte and every pair of adjacent bytes of a text of entries, the entries that hold
 * it: a bitset where many do, a list where few do. A word's candidates are the entries holding
 * all its pairs, exactly its matches when it has at most two bytes; longer words need a look at
 * the candidates only, not a scan of the whole text (the first letters of a word, which match
 * tens of thousands of entries, took 5 to 7 ms to scan at 100,000 entries).
 */
class GramIndex
{
public:
    /// `text`: the entries one after another, entry i at [offsets[i], offsets[i + 1]), each
    /// ended by a separator byte that is not indexed.
    void build(std::string_view text, const std::vector<std::size_t> &offsets);
    /// The entries that may hold `word`: every byte pair of it (its byte, for one byte).
    /// Exact for a word of one or two bytes.
    EntryBits candidates(std::string_view word) const;
    /// What it holds, for the memory figure.
    std::size_t bytes() const;

private:
    static constexpr std::size_t kGrams = 65536 + 256; ///< pairs, then single bytes
    static constexpr std::uint32_t kAbsent = 0xffffffff;
    struct Members
    {
        EntryBits bits;                  ///< when many hold it
        std::vector<std::uint32_t> list; ///< when few do, ascending
    };
    void narrow(EntryBits &set, std::size_t gram) const;

    std::size_t m_size = 0;
    std::vector<std::uint32_t> m_slot; ///< gram -> m_members index, or kAbsent
    std::vector<Members> m_members;
};

/** What a model would be run as, for "fits on". */
enum class FitWorkload { Inference, Lora, Finetune };
inline constexpr int kFitWorkloads = 3;

/** The fewest of the accelerator's allowed counts that hold the model for `workload` natively,
 *  by the platform's own figures (api::ModelMemory); nullopt when none does, or when the
 *  platform says the workload is not offered for the model. */
std::optional<std::int64_t> fewestChips(const api::ModelMemory &memory,
                                        FitWorkload workload,
                                        const api::Accelerator &accelerator);

/** Text as the catalogue search compares it: compatibility-normalised (full-width Latin and
 *  digits become ASCII, the ideographic space a space) and case-folded. */
QString foldForSearch(const QString &text);

/**
 * The catalogue page's index of the models or of the data sets, built once per listing so that
 * filtering never waits on the network and stays within a frame at 100,000 entries:
 * - the searchable text of every entry, folded once, in one buffer, with the entries of every
 *   byte pair (GramIndex); a query looks only into the entries holding all its pairs, and a
 *   query that extends the last one (typing) only into the last one's matches;
 * - every facet value as a bitset of the entries that have it, so that counts are popcounts;
 * - one precomputed order per sort key.
 * Plain data, no Qt object: the page owns one per tab. Entry numbers are positions in the list
 * it was built from.
 */
class CatalogIndex
{
public:
    enum class Sort { Name, Parameters, Size, Popularity };

    /** One facet: its values as shown, and the entries that have each. */
    struct Facet
    {
        QString key;        ///< stable: "family", "task", "params", "fits", ...
        QStringList values; ///< the data's words, or an id (accelerators), or a range's index
        std::vector<EntryBits> members;
    };

    struct Query
    {
        QString text; ///< words separated by spaces; every one must occur
        /// Per facet (in facets() order), the values chosen: an entry needs one of them. None
        /// chosen: the facet does not restrict.
        std::vector<std::vector<int>> selected;
        FitWorkload workload = FitWorkload::Inference; ///< what "fits" means
        Sort sort = Sort::Popularity;
        bool descending = true;
    };

    struct Result
    {
        std::vector<int> rows; ///< the entries that pass, in the query's order
        /// Per facet, per value: the entries that would pass if this facet's choice were that
        /// value alone (the text and the other facets' choices stay).
        std::vector<std::vector<int>> counts;
        int textMatches = 0; ///< the entries the text alone leaves
        /// When rows is empty though the text matches: the facets whose choice alone empties
        /// the list (clearing any one of them brings entries back).
        std::vector<int> excluding;
    };

    /// The ranges of the "params" facet (billions) and the "size" facet (GiB): value i is
    /// [bounds[i], bounds[i + 1]).
    static const std::vector<double> &paramBounds();
    static const std::vector<double> &sizeBounds();

    /// Builds the index of these entries (entry i is the i-th), in one go: call it on a worker
    /// thread for a long list (CatalogIndexer), as it holds no Qt object that needs the GUI.
    /// `stop` ends a build no longer wanted between its steps: false then, and the index is
    /// left empty.
    bool build(const std::vector<api::Model> &models,
               const std::vector<api::Accelerator> &accelerators,
               std::stop_token stop = {});
    bool build(const std::vector<const api::Model *> &models,
               const std::vector<api::Accelerator> &accelerators,
               std::stop_token stop = {});
    bool build(const std::vector<api::Dataset> &datasets, std::stop_token stop = {});
    bool build(const std::vector<const api::Dataset *> &datasets, std::stop_token stop = {});

    std::size_t size() const { return m_size; }
    const std::vector<Facet> &facets() const { return m_facets; }
    int facetIndex(const QString &key) const;
    /// The sort keys this index offers (data sets have no parameters or popularity).
    const std::vector<Sort> &sorts() const { return m_sorts; }

    /// Filters, counts and sorts. Not const: it remembers the text's matches for the next run.
    Result run(const Query &query);

private:
    template <class Models>
    bool buildModels(const Models &models,
                     const std::vector<api::Accelerator> &accelerators,
                     const std::stop_token &stop);
    template <class Datasets>
    bool buildDatasets(const Datasets &datasets, const std::stop_token &stop);
    /// Whether `stop` asks the build to end; if so the index is emptied.
    bool stopped(const std::stop_token &stop);
    void buildText(const std::vector<QString> &texts);
    void addFacet(const QString &key, const std::vector<std::vector<QString>> &valuesOf);
    void addRangeFacet(const QString &key,
                       const std::vector<double> &bounds,
                       const std::vector<double> &values);
    const EntryBits &textMatches(const QString &text);
    const std::vector<EntryBits> &membersOf(int facet, FitWorkload workload) const;

    std::size_t m_size = 0;
    std::string m_text;                 ///< every entry's folded text, UTF-8, 0x1 between
    GramIndex m_grams;                  ///< of m_text
    std::vector<std::size_t> m_offsets; ///< entry i is m_text[m_offsets[i], m_offsets[i + 1])
    std::vector<Facet> m_facets;
    int m_fitsFacet = -1;
    std::array<std::vector<EntryBits>, kFitWorkloads> m_fits; ///< per workload, per accelerator
    std::vector<Sort> m_sorts;
    std::array<std::vector<int>, 4> m_order; ///< ascending, per Sort

    QString m_lastText; ///< folded
    EntryBits m_lastMatches;
};

} // namespace polychip::client
