"""The cards of 现世通行 Xianshi Tongxing: 18 types, their names, roles and the deck counts."""

from __future__ import annotations

import enum


class Kind(enum.Enum):
    """The 18 card types (攻击 is one type in three strengths)."""

    TONGXING = "tongxing"  # 通行: the danger card
    CHENGGUAN = "chengguan"  # 城管: defuses a drawn 通行
    CAIPAN = "caipan"  # 裁判: cancels a card aimed at you or a card that changes the deck
    GONGJI = "gongji"  # 攻击: pass your draws (+0/+1/+2) to any other seat
    NIZHUAN = "nizhuan"  # 逆转: reverse the order and pass your draws to the next seat
    LUGUO = "luguo"  # 路过: cancel one draw
    JIAOYI = "jiaoyi"  # 交易: swap two cards each with another seat
    DANTIAO = "dantiao"  # 单挑: duel of "discard one, draw one"
    CHOUDI = "choudi"  # 抽底: draw from the bottom this draw phase
    JIAOZHU = "jiaozhu"  # 教主: a seat gives you one card of its choice
    QIANGYU = "qiangyu"  # 强欲: three more draws
    YUZHI = "yuzhi"  # 预知: see the top card
    YANLING = "yanling"  # 言灵: see a card anywhere in the deck and move it anywhere
    CHONGLIAN = "chonglian"  # 重连: shuffle the deck
    FENGYIN = "fengyin"  # 封印: seal two cards of a seat until its draw phase ends
    QITAO = "qitao"  # 乞讨 (expansion): every other seat may give you a card
    MENGYAN = "mengyan"  # 梦魇 (expansion): a seat plays blind from its face-down hand
    CHUNCUI = "chuncui"  # 纯粹 (expansion): wild card, or revive an eliminated seat


class Role(enum.Enum):
    """Colour families for the card faces."""

    DANGER = "danger"
    DEFENCE = "defence"
    ATTACK = "attack"
    INFORMATION = "information"
    DECK_CONTROL = "deck_control"
    HAND_CONTROL = "hand_control"
    WILD = "wild"


KIND_ORDER: tuple[Kind, ...] = tuple(Kind)
_ORDER_INDEX = {k: i for i, k in enumerate(KIND_ORDER)}

NAMES_ZH: dict[Kind, str] = {
    Kind.TONGXING: "通行", Kind.CHENGGUAN: "城管", Kind.CAIPAN: "裁判", Kind.GONGJI: "攻击",
    Kind.NIZHUAN: "逆转", Kind.LUGUO: "路过", Kind.JIAOYI: "交易", Kind.DANTIAO: "单挑",
    Kind.CHOUDI: "抽底", Kind.JIAOZHU: "教主", Kind.QIANGYU: "强欲", Kind.YUZHI: "预知",
    Kind.YANLING: "言灵", Kind.CHONGLIAN: "重连", Kind.FENGYIN: "封印", Kind.QITAO: "乞讨",
    Kind.MENGYAN: "梦魇", Kind.CHUNCUI: "纯粹",
}

NAMES_EN: dict[Kind, str] = {
    Kind.TONGXING: "Crossing", Kind.CHENGGUAN: "Warden", Kind.CAIPAN: "Judge", Kind.GONGJI: "Attack",
    Kind.NIZHUAN: "Reverse", Kind.LUGUO: "Pass By", Kind.JIAOYI: "Trade", Kind.DANTIAO: "Duel",
    Kind.CHOUDI: "Bottom Draw", Kind.JIAOZHU: "Tribute", Kind.QIANGYU: "Greed", Kind.YUZHI: "Foresight",
    Kind.YANLING: "Word Spirit", Kind.CHONGLIAN: "Reconnect", Kind.FENGYIN: "Seal", Kind.QITAO: "Beg",
    Kind.MENGYAN: "Nightmare", Kind.CHUNCUI: "Pure",
}

ROLES: dict[Kind, Role] = {
    Kind.TONGXING: Role.DANGER,
    Kind.CHENGGUAN: Role.DEFENCE, Kind.CAIPAN: Role.DEFENCE, Kind.LUGUO: Role.DEFENCE,
    Kind.GONGJI: Role.ATTACK, Kind.NIZHUAN: Role.ATTACK, Kind.DANTIAO: Role.ATTACK,
    Kind.YUZHI: Role.INFORMATION, Kind.YANLING: Role.INFORMATION,
    Kind.CHOUDI: Role.DECK_CONTROL, Kind.QIANGYU: Role.DECK_CONTROL, Kind.CHONGLIAN: Role.DECK_CONTROL,
    Kind.JIAOYI: Role.HAND_CONTROL, Kind.JIAOZHU: Role.HAND_CONTROL, Kind.FENGYIN: Role.HAND_CONTROL,
    Kind.QITAO: Role.HAND_CONTROL, Kind.MENGYAN: Role.HAND_CONTROL,
    Kind.CHUNCUI: Role.WILD,
}

EFFECTS_ZH: dict[Kind, str] = {
    Kind.TONGXING: "抽到时若无城管则出局。",
    Kind.CHENGGUAN: "抽到通行时弃掉它来化解，并把通行秘密放回卡组。",
    Kind.CAIPAN: "使针对你的牌或改变卡组的牌无效。",
    Kind.GONGJI: "结束出牌，不抽牌；指定一名玩家接下你的抽牌数（+0/+1/+2）。",
    Kind.NIZHUAN: "反转顺序，不抽牌；下家接下你的抽牌数。",
    Kind.LUGUO: "少抽一张牌。",
    Kind.JIAOYI: "与一名玩家各选两张手牌交换。",
    Kind.DANTIAO: "与一名玩家轮流弃一抽一，直到有人抽到通行或你喊停。",
    Kind.CHOUDI: "本回合抽牌阶段都从卡组底部抽。",
    Kind.JIAOZHU: "指定玩家自选一张手牌交给你。",
    Kind.QIANGYU: "抽牌数 +3。",
    Kind.YUZHI: "查看卡组顶的一张牌。",
    Kind.YANLING: "查看卡组任意位置的一张牌，并可把它放到任意位置。",
    Kind.CHONGLIAN: "洗混卡组。",
    Kind.FENGYIN: "把一名玩家的两张手牌盖在桌上，直到其抽牌阶段结束。",
    Kind.QITAO: "其他玩家同时秘密决定是否给你一张牌。",
    Kind.MENGYAN: "一名玩家的手牌被打乱盖在桌上，下个出牌阶段只能盲出。",
    Kind.CHUNCUI: "万能牌，或复活一名出局玩家（开局前选定）。",
}

EFFECTS_EN: dict[Kind, str] = {
    Kind.TONGXING: "Drawn without a Warden, you are out.",
    Kind.CHENGGUAN: "Discard it to defuse a drawn Crossing, then hide the Crossing in the deck.",
    Kind.CAIPAN: "Cancel a card aimed at you or a card that changes the deck.",
    Kind.GONGJI: "End your play without drawing; a chosen seat takes your draws (+0/+1/+2).",
    Kind.NIZHUAN: "Reverse the order without drawing; the next seat takes your draws.",
    Kind.LUGUO: "Draw one card fewer.",
    Kind.JIAOYI: "You and a chosen seat each swap two cards of your choice.",
    Kind.DANTIAO: "You and a seat alternate 'discard one, draw one' until a Crossing or you stop.",
    Kind.CHOUDI: "This draw phase, draw from the bottom of the deck.",
    Kind.JIAOZHU: "A chosen seat gives you one card of its choice.",
    Kind.QIANGYU: "Draw three more cards.",
    Kind.YUZHI: "See the top card of the deck.",
    Kind.YANLING: "See any one card of the deck and move it anywhere.",
    Kind.CHONGLIAN: "Shuffle the deck.",
    Kind.FENGYIN: "Two cards of a seat lie sealed until its draw phase ends.",
    Kind.QITAO: "Every other seat secretly decides whether to give you a card.",
    Kind.MENGYAN: "A seat's hand is shuffled face down; it plays blind next turn.",
    Kind.CHUNCUI: "Wild card, or revive an eliminated seat (chosen before the game).",
}


class Card(enum.Enum):
    """One card face (20 faces: the 18 types, 攻击 in three strengths). Equal faces are equal cards."""

    TONGXING = "tongxing"
    CHENGGUAN = "chengguan"
    CAIPAN = "caipan"
    GONGJI = "gongji"
    GONGJI_1 = "gongji+1"
    GONGJI_2 = "gongji+2"
    NIZHUAN = "nizhuan"
    LUGUO = "luguo"
    JIAOYI = "jiaoyi"
    DANTIAO = "dantiao"
    CHOUDI = "choudi"
    JIAOZHU = "jiaozhu"
    QIANGYU = "qiangyu"
    YUZHI = "yuzhi"
    YANLING = "yanling"
    CHONGLIAN = "chonglian"
    FENGYIN = "fengyin"
    QITAO = "qitao"
    MENGYAN = "mengyan"
    CHUNCUI = "chuncui"

    @property
    def kind(self) -> Kind:
        return _KIND_OF[self]

    @property
    def bonus(self) -> int:
        """0, 1 or 2 for 攻击 (plain, +1, +2); 0 for every other type."""
        return _BONUS_OF[self]

    @property
    def sort_key(self) -> tuple[int, int]:
        return (_ORDER_INDEX[self.kind], self.bonus)

    @property
    def name_zh(self) -> str:
        base = NAMES_ZH[self.kind]
        return f"{base}+{self.bonus}" if self.bonus else base

    @property
    def name_en(self) -> str:
        base = NAMES_EN[self.kind]
        return f"{base} +{self.bonus}" if self.bonus else base

    def __str__(self) -> str:
        return self.name_zh


_KIND_OF: dict[Card, Kind] = {c: Kind(c.value.split("+")[0]) for c in Card}
_BONUS_OF: dict[Card, int] = {c: int(c.value.split("+")[1]) if "+" in c.value else 0 for c in Card}


def card_of(kind: Kind, bonus: int = 0) -> Card:
    """The card face of a type (and 攻击 strength)."""
    return Card(kind.value + (f"+{bonus}" if bonus else ""))


TONGXING = Card.TONGXING
CHENGGUAN = Card.CHENGGUAN
CAIPAN = Card.CAIPAN
CHUNCUI = Card.CHUNCUI

# Base deck: 55 cards. Attack strengths: 4 plain, 3 "+1", 1 "+2".
BASE_COUNTS: tuple[tuple[Card, int], ...] = (
    (Card.TONGXING, 4), (Card.CHENGGUAN, 6), (Card.CAIPAN, 4),
    (Card.GONGJI, 4), (Card.GONGJI_1, 3), (Card.GONGJI_2, 1),
    (Card.NIZHUAN, 3), (Card.LUGUO, 8), (Card.JIAOYI, 2), (Card.DANTIAO, 1),
    (Card.CHOUDI, 3), (Card.JIAOZHU, 4), (Card.QIANGYU, 3), (Card.YUZHI, 3),
    (Card.YANLING, 2), (Card.CHONGLIAN, 2), (Card.FENGYIN, 2),
)
EXPANSION_COUNTS: tuple[tuple[Card, int], ...] = (
    (Card.QITAO, 1), (Card.MENGYAN, 1), (Card.CHUNCUI, 1),
)

# Types 纯粹 may stand for when played from the hand (城管 and 裁判 are used through defusing and
# cancelling instead; 通行 is never played).
WILD_PLAY_KINDS: tuple[Kind, ...] = tuple(
    k for k in KIND_ORDER if k not in (Kind.TONGXING, Kind.CHENGGUAN, Kind.CAIPAN, Kind.CHUNCUI)
)


def wild_faces(expansion: bool = True) -> tuple[Card, ...]:
    """Every card face 纯粹 may be declared as in the play phase."""
    out: list[Card] = []
    for k in WILD_PLAY_KINDS:
        if k is Kind.GONGJI:
            out.extend(card_of(k, b) for b in (0, 1, 2))
        elif k in (Kind.QITAO, Kind.MENGYAN) and not expansion:
            continue
        else:
            out.append(card_of(k))
    return tuple(out)


def full_deck(expansion: bool) -> tuple[Card, ...]:
    """Every card of the box in a fixed order (55, or 58 with the expansion)."""
    counts = BASE_COUNTS + (EXPANSION_COUNTS if expansion else ())
    return tuple(card for card, n in counts for _ in range(n))


def sorted_cards(cards: tuple[Card, ...] | list[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=lambda c: c.sort_key))
