import { describe, expect, it } from "vitest";
import { findInnsBySound } from "./inn-sounds";

const names = (text: string) => findInnsBySound(text).map((match) => [text.slice(match.start, match.end), match.entity.name]);

describe("INNs written by their sound", () => {
  it("reads katakana INNs, one word or two", () => {
    expect(names("胃がんを対象にゾルベツキシマブの試験を行った。")).toEqual([["ゾルベツキシマブ", "zolbetuximab"]]);
    expect(names("対象はパトリツマブ デルクステカンで、")).toEqual([["パトリツマブ デルクステカン", "patritumab deruxtecan"]]);
    expect(names("治療薬候補アバシンカプタド ペゴルについて")).toEqual([["アバシンカプタド ペゴル", "avacincaptad pegol"]]);
    // An m before b written ン.
    expect(names("BCR-ABL阻害薬オルベレンバチニブの")).toEqual([["オルベレンバチニブ", "olverembatinib"]]);
  });

  it("reads Hangul INNs, with or without a particle, and an r Korean does not write", () => {
    expect(names("캄렐리주맙의 제조 관련 지적사항")).toEqual([["캄렐리주맙", "camrelizumab"]]);
    expect(names("리보세라닙과 병용")).toEqual([["리보세라닙", "rivoceranib"]]);
    expect(names("오시머티닙 대비")).toEqual([["오시머티닙", "osimertinib"]]);
    // A company's name with an object particle: 셀로닉스 + 를 spells selinexor's consonants, 셀로닉스 does not.
    expect(names("세포치료제 개발사 셀로닉스를 인수한다")).toEqual([]);
  });

  it("takes no ordinary word, and no INN the registry does not list", () => {
    expect(names("アステラス製薬はデジタルトランスフォーメーションを進める。한국바이오협회는 바이오의약품 산업을")).toEqual([]);
    expect(names("エンホルツマブ ベドチンの試験")).toEqual([]);
    // The consonants of atogepant, but not its opening vowel.
    expect(names("免疫チェックポイント阻害薬")).toEqual([]);
  });
});
