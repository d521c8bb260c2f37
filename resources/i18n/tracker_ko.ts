<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>About tracker</source>
        <translation>tracker 정보</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;tracker&lt;/b&gt;: a baccarat scorecard tracker and shoe-history analyzer.&lt;/p&gt;&lt;p&gt;%1 The scorecards and statistics show what happened; beside them, what chance predicts. tracker never offers a prediction.&lt;/p&gt;&lt;p&gt;F1 lists every key.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;tracker&lt;/b&gt;: 바카라 출목표 기록 및 슈 기록 분석 도구.&lt;/p&gt;&lt;p&gt;%1 출목표와 통계는 이미 일어난 결과를 보여 주고, 그 옆에 확률로 계산한 기댓값을 보여 줍니다. tracker는 결코 예측을 제공하지 않습니다.&lt;/p&gt;&lt;p&gt;F1 키로 모든 단축키를 볼 수 있습니다.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Backtest</name>
    <message>
        <source>Flat</source>
        <translation>플랫</translation>
    </message>
    <message>
        <source>one unit every hand</source>
        <translation>매 핸드 1유닛</translation>
    </message>
    <message>
        <source>Martingale</source>
        <translation>마틴게일</translation>
    </message>
    <message>
        <source>double after a loss, back to one unit after a win or when the double would pass the table maximum</source>
        <translation>지면 두 배, 이기거나 두 배가 테이블 최대 베팅을 넘으면 1유닛으로 복귀</translation>
    </message>
    <message>
        <source>Paroli</source>
        <translation>파롤리</translation>
    </message>
    <message>
        <source>double after a win, back to one unit after three wins in a row or a loss</source>
        <translation>이기면 두 배, 3연승 또는 패배 후 1유닛으로 복귀</translation>
    </message>
    <message>
        <source>d&apos;Alembert</source>
        <translation>달랑베르</translation>
    </message>
    <message>
        <source>one unit more after a loss, one less after a win (never below one)</source>
        <translation>지면 1유닛 더, 이기면 1유닛 덜 (1 아래로는 내려가지 않음)</translation>
    </message>
    <message>
        <source>1-3-2-6</source>
        <translation>1-3-2-6</translation>
    </message>
    <message>
        <source>1, 3, 2, 6 units on wins in a row, back to 1 after a loss or the fourth win</source>
        <translation>연승 시 1, 3, 2, 6유닛, 패배 또는 네 번째 승리 후 1로 복귀</translation>
    </message>
    <message>
        <source>Fibonacci</source>
        <translation>피보나치</translation>
    </message>
    <message>
        <source>one step up the Fibonacci numbers after a loss, two steps down after a win</source>
        <translation>지면 피보나치 수열에서 한 단계 위로, 이기면 두 단계 아래로</translation>
    </message>
    <message>
        <source>Labouchère</source>
        <translation>라부셰르</translation>
    </message>
    <message>
        <source>stake the first and last numbers of the line; a win crosses them off, a loss adds the stake to the end; a cleared line starts again</source>
        <translation>줄의 첫 수와 끝 수를 합해 베팅; 이기면 두 수를 지우고, 지면 베팅액을 끝에 추가; 줄을 다 지우면 다시 시작</translation>
    </message>
    <message>
        <source>Follow the last winner</source>
        <translation>직전 승자 따라가기</translation>
    </message>
    <message>
        <source>one unit on the side that won the last decision</source>
        <translation>직전 승부에서 이긴 쪽에 1유닛</translation>
    </message>
    <message>
        <source>Bet against the last winner</source>
        <translation>직전 승자 반대로 베팅</translation>
    </message>
    <message>
        <source>one unit on the side that lost the last decision</source>
        <translation>직전 승부에서 진 쪽에 1유닛</translation>
    </message>
    <message>
        <source>Follow a derived road</source>
        <translation>중국점 따라가기</translation>
    </message>
    <message>
        <source>one unit on the side that would repeat the derived road&apos;s last colour</source>
        <translation>중국점의 마지막 색을 반복하게 될 쪽에 1유닛</translation>
    </message>
    <message>
        <source>Pattern rules</source>
        <translation>패턴 규칙</translation>
    </message>
    <message>
        <source>the first of your rules whose pattern matches the last results</source>
        <translation>최근 결과와 패턴이 맞는 첫 번째 규칙대로 베팅</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>뱅커</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>타이</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>플레이어 페어</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>뱅커 페어</translation>
    </message>
    <message>
        <source>Big Eye Boy</source>
        <translation>중국점 1군</translation>
    </message>
    <message>
        <source>Small Road</source>
        <translation>중국점 2군</translation>
    </message>
    <message>
        <source>Cockroach Pig</source>
        <translation>중국점 3군</translation>
    </message>
    <message>
        <source>Shoes</source>
        <translation>슈</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>핸드</translation>
    </message>
    <message>
        <source>Bets placed</source>
        <translation>베팅 횟수</translation>
    </message>
    <message>
        <source>Wagered</source>
        <translation>총 베팅액</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>순손익</translation>
    </message>
    <message>
        <source>Net per unit wagered</source>
        <translation>베팅 1유닛당 순손익</translation>
    </message>
    <message>
        <source>Expected net</source>
        <translation>기대 순손익</translation>
    </message>
    <message>
        <source>Expected per unit wagered</source>
        <translation>베팅 1유닛당 기대값</translation>
    </message>
    <message>
        <source>%1 (the house edge)</source>
        <translation>%1 (하우스 엣지)</translation>
    </message>
    <message>
        <source>Standard error</source>
        <translation>표준 오차</translation>
    </message>
    <message>
        <source>Shoes busted</source>
        <translation>파산한 슈</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 중 %1</translation>
    </message>
    <message>
        <source>A shoe&apos;s net</source>
        <translation>슈 하나의 순손익</translation>
    </message>
    <message>
        <source>median %1, 5%–95% %2 to %3; %4 shoes ahead</source>
        <translation>중앙값 %1, 5%–95% %2 ~ %3; 이익으로 끝난 슈 %4</translation>
    </message>
</context>
<context>
    <name>BacktestWindow</name>
    <message>
        <source>Backtest a betting system — tracker</source>
        <translation>베팅 시스템 백테스트 — tracker</translation>
    </message>
    <message>
        <source>Simulated shoes</source>
        <translation>모의 슈</translation>
    </message>
    <message>
        <source>The shown shoe</source>
        <translation>표시된 슈</translation>
    </message>
    <message>
        <source>The whole library</source>
        <translation>라이브러리 전체</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>random</source>
        <translation>무작위</translation>
    </message>
    <message>
        <source>System</source>
        <translation>시스템</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>베팅</translation>
    </message>
    <message>
        <source>Derived road</source>
        <translation>중국점</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>규칙</translation>
    </message>
    <message>
        <source>First stake (unit)</source>
        <translation>첫 베팅 (유닛)</translation>
    </message>
    <message>
        <source>Table maximum</source>
        <translation>테이블 최대 베팅</translation>
    </message>
    <message>
        <source>Bankroll a shoe</source>
        <translation>슈당 자금</translation>
    </message>
    <message>
        <source>Play over</source>
        <translation>대상</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>시드</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>덱 수</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>실행(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>취소(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Export chart as PNG…</source>
        <translation>차트를 PNG로 내보내기(&amp;E)…</translation>
    </message>
    <message>
        <source>Bankroll curves</source>
        <translation>자금 곡선</translation>
    </message>
    <message>
        <source>Results over shoes</source>
        <translation>슈별 결과</translation>
    </message>
    <message>
        <source>Choose a system and where to play it, then Run.</source>
        <translation>시스템과 대상을 고른 뒤 실행하세요.</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>%1에 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>No shoe is shown: open one, or play simulated shoes.</source>
        <translation>표시된 슈가 없습니다: 슈를 열거나 모의 슈로 실행하세요.</translation>
    </message>
    <message>
        <source>Playing…</source>
        <translation>실행 중…</translation>
    </message>
    <message>
        <source>%Ln simulated %1-deck shoe(s), seed %2</source>
        <translation>%1덱 모의 슈 %Ln개, 시드 %2</translation>
    </message>
    <message>
        <source>shoe %1</source>
        <translation>슈 %1</translation>
    </message>
    <message>
        <source>the library %1</source>
        <translation>라이브러리 %1</translation>
    </message>
    <message>
        <source>The backtest failed: %1</source>
        <translation>백테스트 실패: %1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>취소했습니다.</translation>
    </message>
</context>
<context>
    <name>CardEntry</name>
    <message>
        <source>What the cards typed make, checked against the drawing rules</source>
        <translation>입력한 카드의 결과 (드로 규칙으로 확인)</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>%1 대기 중</translation>
    </message>
    <message>
        <source>P %1 = %2 · B %3 = %4:</source>
        <translation>P %1 = %2 · B %3 = %4:</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 — waiting for %2</source>
        <translation>%1 — %2 대기 중</translation>
    </message>
    <message>
        <source>%1 — &lt;b&gt;against the rules&lt;/b&gt;: %2</source>
        <translation>%1 — &lt;b&gt;규칙 위반&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>%1 — Enter logs it</source>
        <translation>%1 — Enter로 기록</translation>
    </message>
    <message>
        <source>Cards typed</source>
        <translation>입력한 카드</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>Player %1 / Banker %2</source>
        <translation>플레이어 %1 / 뱅커 %2</translation>
    </message>
    <message>
        <source>No cards typed</source>
        <translation>입력한 카드 없음</translation>
    </message>
    <message>
        <source>Add a card of rank %1</source>
        <translation>%1 카드 추가</translation>
    </message>
    <message>
        <source>The last card&apos;s suit</source>
        <translation>마지막 카드의 무늬</translation>
    </message>
    <message>
        <source>The Banker&apos;s cards follow</source>
        <translation>이어서 뱅커 카드</translation>
    </message>
    <message>
        <source>Erase the last card</source>
        <translation>마지막 카드 지우기</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>지우기</translation>
    </message>
    <message>
        <source>Erase every card typed</source>
        <translation>입력한 카드 모두 지우기</translation>
    </message>
    <message>
        <source>Cards (C): 7h kd / 3s kc 5d — ranks alone will do</source>
        <translation>카드 (C): 7h kd / 3s kc 5d — 숫자만 입력해도 됨</translation>
    </message>
    <message>
        <source>The Player&apos;s cards / the Banker&apos;s cards in card notation (9h, Td, K; ranks alone will do), or all of them in dealing order without /. Enter logs the hand, Esc hands the keys back to B, P and T.</source>
        <translation>플레이어 카드 / 뱅커 카드를 카드 표기로 입력 (9h, Td, K; 숫자만 입력해도 됨), 또는 / 없이 딜링 순서대로 모두 입력. Enter로 핸드 기록, Esc로 B, P, T 키로 돌아감.</translation>
    </message>
    <message>
        <source>Card pad</source>
        <translation>카드 패드</translation>
    </message>
    <message>
        <source>Show buttons to enter the cards with the mouse</source>
        <translation>마우스로 카드를 입력할 버튼 표시</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>Export the chart</source>
        <translation>차트 내보내기</translation>
    </message>
    <message>
        <source>PNG (*.png)</source>
        <translation>PNG 이미지 (*.png)</translation>
    </message>
    <message>
        <source>Streak lengths: seen and expected</source>
        <translation>연속 길이: 실제와 기대</translation>
    </message>
    <message>
        <source>streak length</source>
        <translation>연속 길이</translation>
    </message>
    <message>
        <source>streaks</source>
        <translation>연속 수</translation>
    </message>
    <message>
        <source>Banker seen</source>
        <translation>뱅커 실제</translation>
    </message>
    <message>
        <source>Banker expected</source>
        <translation>뱅커 기대</translation>
    </message>
    <message>
        <source>Player seen</source>
        <translation>플레이어 실제</translation>
    </message>
    <message>
        <source>Player expected</source>
        <translation>플레이어 기대</translation>
    </message>
    <message>
        <source>Banker minus Player through the shoe</source>
        <translation>슈 전체의 뱅커 빼기 플레이어</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>핸드</translation>
    </message>
    <message>
        <source>Banker − Player</source>
        <translation>뱅커 − 플레이어</translation>
    </message>
    <message>
        <source>95% band</source>
        <translation>95% 범위</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>기대</translation>
    </message>
    <message>
        <source>this shoe</source>
        <translation>이 슈</translation>
    </message>
    <message>
        <source>House edge from the cards left</source>
        <translation>남은 카드로 본 하우스 엣지</translation>
    </message>
    <message>
        <source>house edge (%)</source>
        <translation>하우스 엣지 (%)</translation>
    </message>
    <message>
        <source>%1 (%2 pts)</source>
        <translation>%1 (%2%p)</translation>
    </message>
    <message>
        <source>Net through each shoe (first shoes)</source>
        <translation>슈별 순손익 추이 (처음 슈들)</translation>
    </message>
    <message>
        <source>net (units)</source>
        <translation>순손익 (유닛)</translation>
    </message>
    <message>
        <source>A shoe&apos;s net over all shoes</source>
        <translation>전체 슈의 슈별 순손익</translation>
    </message>
    <message>
        <source>net of a shoe (units)</source>
        <translation>슈 하나의 순손익 (유닛)</translation>
    </message>
    <message>
        <source>shoes</source>
        <translation>슈</translation>
    </message>
    <message>
        <source>expected mean</source>
        <translation>기대 평균</translation>
    </message>
    <message>
        <source>The bet&apos;s edge by true count (the player&apos;s; above 0 the player is ahead)</source>
        <translation>트루 카운트별 베팅 엣지 (플레이어 기준; 0보다 크면 플레이어 우위)</translation>
    </message>
    <message>
        <source>true count before the hand (running count per deck unseen; the ends hold all beyond them)</source>
        <translation>핸드 전 트루 카운트 (러닝 카운트 ÷ 남은 덱 수; 양 끝은 그 너머를 모두 포함)</translation>
    </message>
    <message>
        <source>player&apos;s edge per unit bet (%; above 0 the player is ahead)</source>
        <translation>베팅 1유닛당 플레이어 엣지 (%; 0보다 크면 플레이어 우위)</translation>
    </message>
    <message>
        <source>exact edge from the cards left, 95% band</source>
        <translation>남은 카드로 계산한 정확한 엣지, 95% 범위</translation>
    </message>
    <message>
        <source>The bet&apos;s edge by true count: exact over %1</source>
        <translation>트루 카운트별 베팅 엣지: %1에 대한 정확한 계산</translation>
    </message>
    <message>
        <source>realised win per unit, every hand of the run, 95%</source>
        <translation>유닛당 실제 수익, 이번 실행의 모든 핸드, 95%</translation>
    </message>
    <message>
        <source>off the top: %1</source>
        <translation>새 슈 기준: %1</translation>
    </message>
    <message>
        <source>the count bets from %1</source>
        <translation>카운트가 %1부터 베팅</translation>
    </message>
</context>
<context>
    <name>CountEditor</name>
    <message>
        <source>running count above</source>
        <translation>러닝 카운트 초과</translation>
    </message>
    <message>
        <source>running count at least</source>
        <translation>러닝 카운트 이상</translation>
    </message>
    <message>
        <source>true count at least</source>
        <translation>트루 카운트 이상</translation>
    </message>
    <message>
        <source>A count of my own</source>
        <translation>나만의 카운트</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>One more hand</source>
        <translation>한 핸드 더</translation>
    </message>
    <message>
        <source>Stop at once</source>
        <translation>즉시 중단</translation>
    </message>
    <message>
        <source>Tag of %1</source>
        <translation>%1의 태그</translation>
    </message>
    <message>
        <source>What each %1 seen adds to the count</source>
        <translation>%1이(가) 나올 때마다 카운트에 더하는 값</translation>
    </message>
    <message>
        <source>random</source>
        <translation>무작위</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>Shoes on which the bet&apos;s exact edge from the cards left is worked out before every hand (slower than counting): the exact edge by true count on the chart, and the perfect-play bound, betting whenever that edge favours the player</source>
        <translation>핸드마다 남은 카드로 베팅의 정확한 엣지를 계산하는 슈 (카운팅보다 느림): 차트의 트루 카운트별 정확한 엣지와, 엣지가 플레이어에게 유리할 때마다 베팅하는 완벽한 플레이의 상한</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>카운트</translation>
    </message>
    <message>
        <source>Side bet</source>
        <translation>사이드 베팅</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>태그</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>시작값</translation>
    </message>
    <message>
        <source>Bet when</source>
        <translation>베팅 조건</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>기준값</translation>
    </message>
    <message>
        <source>Stake (unit)</source>
        <translation>베팅액 (유닛)</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>덱 수</translation>
    </message>
    <message>
        <source>Cards behind the cut card</source>
        <translation>컷 카드 뒤 카드 수</translation>
    </message>
    <message>
        <source>At the cut card</source>
        <translation>컷 카드가 나오면</translation>
    </message>
    <message>
        <source>Shoes</source>
        <translation>슈 수</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>시드</translation>
    </message>
    <message>
        <source>Bankroll (units)</source>
        <translation>자금 (유닛)</translation>
    </message>
    <message>
        <source>Processes</source>
        <translation>프로세스 수</translation>
    </message>
    <message>
        <source>Exact-edge shoes</source>
        <translation>정확한 엣지 슈 수</translation>
    </message>
</context>
<context>
    <name>CountPresets</name>
    <message>
        <source>Stephen How&apos;s unbalanced Dragon 7 count</source>
        <translation>Stephen How의 언밸런스 드래곤 7 카운트</translation>
    </message>
    <message>
        <source>start at -32 for 8 decks, count every card seen including the exposed burn card, bet when the running count is above 0 (the post&apos;s text says &gt; 0; its table&apos;s heading says &gt;= 0, which bets 8.4 times a shoe, not 6.8); the shoe ends with the hand in which the cut card comes out, as the bets a shoe of his Panda 8 posts show</source>
        <translation>8덱은 -32에서 시작, 공개된 번 카드를 포함해 나온 카드를 모두 세고, 러닝 카운트가 0보다 크면 베팅 (글 본문은 &gt; 0; 표 제목은 &gt;= 0이며 그러면 슈당 6.8번이 아니라 8.4번 베팅); 컷 카드가 나온 핸드로 슈가 끝남 (그의 판다 8 글의 슈당 베팅 수와 같음)</translation>
    </message>
    <message>
        <source>Stephen How&apos;s simplified Panda 8 co-count</source>
        <translation>Stephen How의 간소화 판다 8 보조 카운트</translation>
    </message>
    <message>
        <source>start at 0, bet when the count gets to +35; published at around +9.0% of a fixed bet a shoe on about 2 bets with 16 cards behind the cut card</source>
        <translation>0에서 시작해 카운트가 +35가 되면 베팅; 컷 카드 뒤 16장에서 슈당 약 2번 베팅으로 고정 베팅액의 약 +9.0%로 발표됨</translation>
    </message>
    <message>
        <source>Stephen How&apos;s two-person Panda 8 co-count</source>
        <translation>Stephen How의 2인 판다 8 보조 카운트</translation>
    </message>
    <message>
        <source>the co-count&apos;s running count added to the Dragon 7 running count (both from 0), bet the Panda 8 when the sum is +35 or higher</source>
        <translation>보조 카운트의 러닝 카운트를 드래곤 7 러닝 카운트에 더하고 (둘 다 0에서 시작), 합이 +35 이상이면 판다 8에 베팅</translation>
    </message>
</context>
<context>
    <name>CountWindow</name>
    <message>
        <source>%1 %2 Nothing here predicts a Banker or Player result: %3</source>
        <translation>%1 %2 여기의 어떤 것도 뱅커나 플레이어 결과를 예측하지 않습니다: %3</translation>
    </message>
    <message>
        <source>Shoes</source>
        <translation>슈</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Units won a shoe</source>
        <translation>슈당 딴 유닛</translation>
    </message>
    <message>
        <source>%1 ± %2 SE (95%: %3 to %4)</source>
        <translation>%1 ± %2 SE (95%: %3 ~ %4)</translation>
    </message>
    <message>
        <source>Bets a shoe</source>
        <translation>슈당 베팅 수</translation>
    </message>
    <message>
        <source>Win per bet</source>
        <translation>베팅당 수익</translation>
    </message>
    <message>
        <source>%1 units</source>
        <translation>%1유닛</translation>
    </message>
    <message>
        <source>A shoe&apos;s result</source>
        <translation>슈 하나의 결과</translation>
    </message>
    <message>
        <source>SD %1; 5% %2, 25% %3, median %4, 75% %5, 95% %6</source>
        <translation>표준편차 %1; 5% %2, 25% %3, 중앙값 %4, 75% %5, 95% %6</translation>
    </message>
    <message>
        <source>Shoes ahead</source>
        <translation>이익으로 끝난 슈</translation>
    </message>
    <message>
        <source>Risk of ruin</source>
        <translation>파산 위험</translation>
    </message>
    <message>
        <source>%1 for %2 units, ever (estimate)</source>
        <translation>%2유닛 기준 %1, 언젠가라도 (추정)</translation>
    </message>
    <message>
        <source>This count never bet over these shoes: its rule is never met.</source>
        <translation>이 슈들에서 이 카운트는 한 번도 베팅하지 않았습니다: 조건이 한 번도 충족되지 않았습니다.</translation>
    </message>
    <message>
        <source>This count did not win over these shoes: where its bets are not in the player&apos;s favour, the house keeps its edge on every one.</source>
        <translation>이 카운트는 이 슈들에서 이기지 못했습니다: 플레이어에게 유리하지 않은 베팅에서는 매번 하우스가 엣지를 유지합니다.</translation>
    </message>
    <message>
        <source>The gain is small against its variance: %1 units a shoe against a swing of %2 units in one shoe; it takes about %3 shoes before the expected gain equals one standard deviation of the total, and only %4 of shoes end ahead.</source>
        <translation>수익은 변동에 비해 작습니다: 슈당 %1유닛인데 한 슈의 변동은 %2유닛; 기대 수익이 합계의 표준편차 하나와 같아지려면 약 %3슈가 걸리고, 이익으로 끝나는 슈는 %4뿐입니다.</translation>
    </message>
    <message>
        <source>%1 whenever the exact edge is in the player&apos;s favour</source>
        <translation>%1: 정확한 엣지가 플레이어에게 유리할 때마다</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>%1: tags %2; start %3; bet when %4</source>
        <translation>%1: 태그 %2; 시작 %3; 베팅 조건 %4</translation>
    </message>
    <message>
        <source>%Ln deck(s)</source>
        <translation>%Ln덱</translation>
    </message>
    <message>
        <source>one more hand</source>
        <translation>한 핸드 더</translation>
    </message>
    <message>
        <source>stop at once</source>
        <translation>즉시 중단</translation>
    </message>
    <message>
        <source>%1, %2 cards behind the cut card (%3 when it comes out), %4</source>
        <translation>%1, 컷 카드 뒤 %2장 (컷 카드가 나오면 %3), %4</translation>
    </message>
    <message>
        <source>burn</source>
        <translation>번 카드 있음</translation>
    </message>
    <message>
        <source>no burn</source>
        <translation>번 카드 없음</translation>
    </message>
    <message>
        <source>this process</source>
        <translation>이 프로세스</translation>
    </message>
    <message>
        <source>%Ln local process(es)</source>
        <translation>로컬 프로세스 %Ln개</translation>
    </message>
    <message>
        <source>%1. %2, seed %3, on %4.</source>
        <translation>%1. %2, 시드 %3, %4에서 실행.</translation>
    </message>
    <message>
        <source>%1: published at about %2 units a shoe on about %3 bets a shoe.</source>
        <translation>%1: 슈당 약 %3번 베팅으로 슈당 약 %2유닛으로 발표됨.</translation>
    </message>
    <message>
        <source>Perfect play, the bound (betting whenever the exact edge from the cards left favours the player), over %1 other shoes:</source>
        <translation>완벽한 플레이, 즉 상한 (남은 카드로 본 정확한 엣지가 플레이어에게 유리할 때마다 베팅), 다른 슈 %1개 기준:</translation>
    </message>
    <message>
        <source>Counting lab: side-bet counts — tracker</source>
        <translation>카운팅 실험실: 사이드 베팅 카운트 — tracker</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>실행(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>취소(&amp;C)</translation>
    </message>
    <message>
        <source>Export chart as &amp;PNG…</source>
        <translation>차트를 PNG로 내보내기(&amp;P)…</translation>
    </message>
    <message>
        <source>Export figures as CS&amp;V…</source>
        <translation>수치를 CSV로 내보내기(&amp;V)…</translation>
    </message>
    <message>
        <source>Edge by true count</source>
        <translation>트루 카운트별 엣지</translation>
    </message>
    <message>
        <source>Results over shoes</source>
        <translation>슈별 결과</translation>
    </message>
    <message>
        <source>Choose a published count or edit your own, then Run: shoes are dealt, every card seen is counted and the side bet is placed when the count says so.</source>
        <translation>발표된 카운트를 고르거나 직접 편집한 뒤 실행하세요: 슈를 딜하고, 나온 카드를 모두 세며, 카운트가 조건을 충족하면 사이드 베팅을 합니다.</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>%1에 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>Dealing and counting…</source>
        <translation>딜하고 세는 중…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>취소하는 중…</translation>
    </message>
    <message>
        <source>The count failed: %1</source>
        <translation>카운트 실패: %1</translation>
    </message>
    <message>
        <source>Cancelled: the run was stopped before it finished; nothing is shown of it.</source>
        <translation>취소했습니다: 실행이 끝나기 전에 중단되어 아무것도 표시하지 않습니다.</translation>
    </message>
    <message>
        <source>the count bets when %1 (a running count, not a place on this axis)</source>
        <translation>카운트는 %1일 때 베팅 (러닝 카운트라서 이 축 위의 위치가 아님)</translation>
    </message>
    <message>
        <source>mean of this run</source>
        <translation>이번 실행의 평균</translation>
    </message>
    <message>
        <source>Export the figures</source>
        <translation>수치 내보내기</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV 파일 (*.csv)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1에 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 저장함</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message>
        <source>Hands dealt; Banker, Player and Tie wins; Player pairs (PP), Banker pairs (BP) and naturals (N) where the shoe records them; the cards left in a shoe dealt card by card.</source>
        <translation>진행된 핸드 수; 뱅커, 플레이어, 타이 승리 수; 슈에 기록이 있으면 플레이어 페어(P페어), 뱅커 페어(B페어), 내추럴 수; 카드를 한 장씩 기록한 슈는 남은 카드 수.</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>P페어</translation>
    </message>
    <message>
        <source>BP</source>
        <translation>B페어</translation>
    </message>
    <message>
        <source>N</source>
        <translation>내추럴</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>남은 카드</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>집계</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>%1: could not write the %2 file (%3)</source>
        <translation>%1: %2 파일을 쓸 수 없습니다 (%3)</translation>
    </message>
    <message>
        <source>%1: could not write the %2 file</source>
        <translation>%1: %2 파일을 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>Scorecards</source>
        <translation>출목표</translation>
    </message>
</context>
<context>
    <name>HandDialog</name>
    <message>
        <source>&amp;Cards:</source>
        <translation>카드(&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Winner:</source>
        <translation>승자(&amp;W):</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>메모(&amp;O):</translation>
    </message>
    <message>
        <source>7h kd / 3s kc 5d — leave empty for the outcome alone</source>
        <translation>7h kd / 3s kc 5d — 결과만 기록하려면 비워 두기</translation>
    </message>
    <message>
        <source>The Player&apos;s cards / the Banker&apos;s cards; they decide the outcome</source>
        <translation>플레이어 카드 / 뱅커 카드; 카드가 결과를 정합니다</translation>
    </message>
    <message>
        <source>Who won the hand (taken from the cards when they are given)</source>
        <translation>핸드의 승자 (카드를 입력하면 카드로 정해짐)</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>플레이어 페어</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>뱅커 페어</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>내추럴</translation>
    </message>
    <message>
        <source>Taken from the cards when they are given</source>
        <translation>카드를 입력하면 카드로 정해짐</translation>
    </message>
    <message>
        <source>Why the hand is as it is (a misdeal kept as dealt)</source>
        <translation>핸드가 이렇게 된 이유 (딜링 실수를 그대로 유지한 경우)</translation>
    </message>
    <message>
        <source>Against the drawing rules: %1 — say why in the note to keep it.</source>
        <translation>드로 규칙 위반: %1 — 유지하려면 메모에 이유를 적으세요.</translation>
    </message>
    <message>
        <source>the cards are not complete: waiting for %1</source>
        <translation>카드가 다 입력되지 않음: %1 대기 중</translation>
    </message>
    <message>
        <source>the cards break the drawing rules: say why in the note to keep them</source>
        <translation>카드가 드로 규칙을 어김: 유지하려면 메모에 이유를 적으세요</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>%1 대기 중</translation>
    </message>
    <message>
        <source>Edit hand %1</source>
        <translation>핸드 %1 수정</translation>
    </message>
    <message>
        <source>Insert a hand as hand %1</source>
        <translation>핸드 %1로 끼워 넣기</translation>
    </message>
</context>
<context>
    <name>Hands</name>
    <message>
        <source>Banker</source>
        <translation>뱅커</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>타이</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>P %1 · B %2</source>
        <translation>P %1 · B %2</translation>
    </message>
    <message>
        <source>natural</source>
        <translation>내추럴</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>플레이어 페어</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>뱅커 페어</translation>
    </message>
</context>
<context>
    <name>HandsTable</name>
    <message>
        <source>Double-click or Enter edits a hand; Delete deletes it (Ctrl+Z undoes)</source>
        <translation>더블클릭 또는 Enter로 핸드 수정, Delete로 삭제 (Ctrl+Z로 취소)</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>핸드</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>승자</translation>
    </message>
    <message>
        <source>Player cards</source>
        <translation>플레이어 카드</translation>
    </message>
    <message>
        <source>Banker cards</source>
        <translation>뱅커 카드</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>합계</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>페어</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>내추럴</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>메모</translation>
    </message>
</context>
<context>
    <name>Honesty</name>
    <message>
        <source>Past outcomes cannot predict future hands.</source>
        <translation>과거의 결과로 앞으로의 핸드를 예측할 수 없습니다.</translation>
    </message>
    <message>
        <source>Past outcomes cannot predict future hands: every hand is dealt from the cards left, whatever the scorecards show.</source>
        <translation>과거의 결과로 앞으로의 핸드를 예측할 수 없습니다: 출목표가 무엇을 보여 주든, 모든 핸드는 남은 카드에서 딜됩니다.</translation>
    </message>
    <message>
        <source>No betting system changes the expected loss per unit wagered: whatever the system, the expected loss is the house edge times the amount wagered.</source>
        <translation>어떤 베팅 시스템도 베팅 1유닛당 기대 손실을 바꾸지 못합니다: 시스템이 무엇이든 기대 손실은 하우스 엣지 × 총 베팅액입니다.</translation>
    </message>
    <message>
        <source>Casinos watch for side-bet counters: they cap the side bet, move the cut card forward or reshuffle early, and may bar a player who bets only when the count is high.</source>
        <translation>카지노는 사이드 베팅 카운터를 지켜봅니다: 사이드 베팅 한도를 낮추고, 컷 카드를 앞당기거나 일찍 셔플하며, 카운트가 높을 때만 베팅하는 플레이어를 출입 금지할 수 있습니다.</translation>
    </message>
    <message>
        <source>A count wins only because the cards already dealt change the odds of the cards left; a scorecard of who won does not.</source>
        <translation>카운팅이 이기는 이유는 이미 딜된 카드가 남은 카드의 확률을 바꾸기 때문일 뿐입니다; 누가 이겼는지 적은 출목표는 그렇지 않습니다.</translation>
    </message>
    <message>
        <source>Only side bets move far with the cards left: the Banker and Player edges barely move.</source>
        <translation>남은 카드에 따라 크게 움직이는 것은 사이드 베팅뿐입니다: 뱅커와 플레이어의 엣지는 거의 움직이지 않습니다.</translation>
    </message>
    <message>
        <source>A count&apos;s gain is small against its variance: even when a side bet turns in the player&apos;s favour, what one unit gains on average is a small part of how far its result swings each hand (its standard deviation), and a shoe offers few such bets.</source>
        <translation>카운팅의 수익은 변동에 비해 작습니다: 사이드 베팅이 플레이어에게 유리해지더라도 1유닛의 평균 수익은 핸드마다 결과가 흔들리는 폭(표준편차)의 작은 부분이고, 한 슈에 그런 베팅 기회는 적습니다.</translation>
    </message>
</context>
<context>
    <name>ImportReport</name>
    <message>
        <source>Import shoe files</source>
        <translation>슈 파일 가져오기</translation>
    </message>
    <message>
        <source>Leave out the shoes with problems (see the validation report)</source>
        <translation>문제가 있는 슈는 제외 (검증 보고서 참고)</translation>
    </message>
    <message>
        <source>Shoes whose replay finds something that cannot have happened are not stored; by default they are stored and marked with their problems</source>
        <translation>다시 보기에서 일어날 수 없는 일이 발견된 슈는 저장하지 않습니다. 기본값은 저장하고 문제를 표시합니다</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Stop the import: the files already stored stay</source>
        <translation>가져오기 중지: 이미 저장된 파일은 그대로 남습니다</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>가져오는 중…</translation>
    </message>
    <message>
        <source>Importing %1 (%2 of %3)</source>
        <translation>%1 가져오는 중 (%3개 중 %2번째)</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Import</source>
        <translation>가져오기</translation>
    </message>
    <message>
        <source>The import stopped: %1. The files imported before it are stored; nothing of the file being read was stored.</source>
        <translation>가져오기가 중단되었습니다: %1. 그 전에 가져온 파일은 저장되었고, 읽던 파일은 아무것도 저장되지 않았습니다.</translation>
    </message>
    <message>
        <source>%1: %2, %3 stored</source>
        <translation>%1: %2, %3 저장됨</translation>
    </message>
    <message>
        <source>; %Ln already in the library</source>
        <translation>; %Ln개는 이미 라이브러리에 있음</translation>
    </message>
    <message>
        <source>; %Ln with problems</source>
        <translation>; %Ln개 문제 있음</translation>
    </message>
    <message>
        <source>; %Ln with problems left out</source>
        <translation>; 문제 있는 %Ln개 제외됨</translation>
    </message>
    <message>
        <source>%1: cancelled: nothing of it was stored</source>
        <translation>%1: 취소됨, 아무것도 저장되지 않음</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%Ln shoe(s)</source>
        <translation>슈 %Ln개</translation>
    </message>
    <message>
        <source>%Ln hand(s)</source>
        <translation>핸드 %Ln개</translation>
    </message>
    <message>
        <source>Import cancelled</source>
        <translation>가져오기 취소됨</translation>
    </message>
    <message>
        <source>Import finished</source>
        <translation>가져오기 완료</translation>
    </message>
    <message>
        <source>%1 and %2 stored</source>
        <translation>%1, %2 저장됨</translation>
    </message>
    <message>
        <source>%Ln shoe(s) already in the library</source>
        <translation>슈 %Ln개는 이미 라이브러리에 있음</translation>
    </message>
    <message>
        <source>%Ln shoe(s) stored with problems</source>
        <translation>슈 %Ln개는 문제와 함께 저장됨</translation>
    </message>
    <message>
        <source>%Ln shoe(s) with problems left out</source>
        <translation>문제 있는 슈 %Ln개 제외됨</translation>
    </message>
    <message>
        <source>%Ln file(s) refused</source>
        <translation>파일 %Ln개 거부됨</translation>
    </message>
    <message>
        <source>cancelled: the files after it were not read</source>
        <translation>취소됨: 그 뒤의 파일은 읽지 않음</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Show problems…</source>
        <translation>문제 보기…</translation>
    </message>
    <message>
        <source>with problems: %1</source>
        <translation>문제 있음: %1</translation>
    </message>
    <message>
        <source>left out: %1</source>
        <translation>제외됨: %1</translation>
    </message>
    <message>
        <source>nothing of it was stored</source>
        <translation>아무것도 저장되지 않음</translation>
    </message>
</context>
<context>
    <name>Importing</name>
    <message>
        <source>Shoe files (*.csv *.txt *.json *.gz);;All files (*)</source>
        <translation>슈 파일 (*.csv *.txt *.json *.gz);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Import the 5,824 real shoes that come with tracker</source>
        <translation>tracker에 포함된 실제 슈 5,824개 가져오기</translation>
    </message>
    <message>
        <source>Live baccarat from August 2025, every card recorded (MIT licence)</source>
        <translation>2025년 8월 라이브 바카라, 모든 카드 기록 (MIT 라이선스)</translation>
    </message>
    <message>
        <source>This copy of tracker was installed without the real-shoe library</source>
        <translation>이 tracker는 실제 슈 라이브러리 없이 설치되었습니다</translation>
    </message>
</context>
<context>
    <name>KeyMap</name>
    <message>
        <source>The one-letter keys log at the visible table from the first keystroke, wherever the focus is, except while you type in a field (the card field, the filter): Esc leaves it. In the hands table, Enter or a double-click edits a hand and Delete deletes it. Keys in bold log at the table.</source>
        <translation>한 글자 키는 포커스가 어디에 있든 첫 입력부터 보이는 테이블에 기록합니다. 단, 입력란(카드 입력란, 필터)에 입력하는 동안은 예외이며 Esc로 나옵니다. 핸드 표에서 Enter 또는 더블 클릭으로 핸드를 수정하고 Delete로 삭제합니다. 굵은 글씨의 키는 테이블에 기록합니다.</translation>
    </message>
    <message>
        <source>Keys — tracker</source>
        <translation>단축키 — tracker</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>키</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>동작</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>메뉴</translation>
    </message>
    <message>
        <source>(keys only)</source>
        <translation>(키 전용)</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>Filter shoes by table or name (Ctrl+F)</source>
        <translation>테이블이나 이름으로 슈 필터 (Ctrl+F)</translation>
    </message>
    <message>
        <source>Shows the shoes whose name holds these letters; Esc clears it</source>
        <translation>이름에 이 글자가 들어간 슈를 보여 줍니다. Esc로 지웁니다</translation>
    </message>
    <message>
        <source>The library&apos;s shoes; ● marks a shoe open for logging</source>
        <translation>라이브러리의 슈. ●는 기록 중인 슈입니다</translation>
    </message>
    <message>
        <source>Shoes or hands were stored elsewhere (another tracker on this library): the shoes that changed and the shown shoe were read again.</source>
        <translation>다른 곳(이 라이브러리를 쓰는 다른 tracker)에서 슈나 핸드가 저장되었습니다. 바뀐 슈와 표시된 슈를 다시 읽었습니다.</translation>
    </message>
    <message>
        <source>Updated %1</source>
        <translation>%1 업데이트됨</translation>
    </message>
    <message>
        <source>Library unreachable</source>
        <translation>라이브러리에 연결할 수 없음</translation>
    </message>
    <message>
        <source>%1
Looking again every few seconds.</source>
        <translation>%1
몇 초마다 다시 확인합니다.</translation>
    </message>
</context>
<context>
    <name>LibraryBrowser</name>
    <message>
        <source>Sound</source>
        <translation>정상</translation>
    </message>
    <message>
        <source>With problems</source>
        <translation>문제 있음</translation>
    </message>
    <message>
        <source>Outcome only (not checkable)</source>
        <translation>결과만 (검증 불가)</translation>
    </message>
    <message>
        <source>Library — tracker</source>
        <translation>라이브러리 — tracker</translation>
    </message>
    <message>
        <source>Casino</source>
        <translation>카지노</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>테이블</translation>
    </message>
    <message>
        <source>from</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>to</source>
        <translation>끝</translation>
    </message>
    <message>
        <source>any</source>
        <translation>전체</translation>
    </message>
    <message>
        <source>Any kind</source>
        <translation>모든 종류</translation>
    </message>
    <message>
        <source>Any decks</source>
        <translation>모든 덱 수</translation>
    </message>
    <message>
        <source>%n deck(s)</source>
        <translation>%n덱</translation>
    </message>
    <message>
        <source>Any validation</source>
        <translation>모든 검증 결과</translation>
    </message>
    <message>
        <source>Validation report</source>
        <translation>검증 보고서</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>다시 보기</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>내보내기…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>삭제…</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>통계</translation>
    </message>
    <message>
        <source>%Ln shoe(s)</source>
        <translation>슈 %Ln개</translation>
    </message>
    <message>
        <source>%1, %Ln chosen</source>
        <translation>%1, %Ln개 선택됨</translation>
    </message>
    <message>
        <source>Export shoes</source>
        <translation>슈 내보내기</translation>
    </message>
    <message>
        <source>Shoe JSON (*.json);;Hands CSV (*.csv)</source>
        <translation>슈 JSON (*.json);;핸드 CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>내보내기</translation>
    </message>
    <message>
        <source>%1, %2 written to %3</source>
        <translation>%1, %2을(를) %3에 저장함</translation>
    </message>
    <message>
        <source>%Ln hand(s)</source>
        <translation>핸드 %Ln개</translation>
    </message>
    <message>
        <source>; %Ln with no hands left out (a CSV has a row a hand)</source>
        <translation>; 핸드가 없는 %Ln개는 제외됨 (CSV는 핸드마다 한 줄)</translation>
    </message>
    <message>
        <source>Delete shoes</source>
        <translation>슈 삭제</translation>
    </message>
    <message>
        <source>Delete %Ln shoe(s) and all their hands from the library? This cannot be undone (export them first to keep a copy).</source>
        <translation>슈 %Ln개와 그 모든 핸드를 라이브러리에서 삭제할까요? 되돌릴 수 없습니다 (사본을 남기려면 먼저 내보내세요).</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>실시간</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>가져옴</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>연습</translation>
    </message>
    <message>
        <source>Simulated</source>
        <translation>시뮬레이션</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>정상</translation>
    </message>
    <message>
        <source>outcome only</source>
        <translation>결과만</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>미검증</translation>
    </message>
    <message>
        <source>%Ln problem(s)</source>
        <translation>문제 %Ln개</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>라벨</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>덱</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>핸드</translation>
    </message>
    <message>
        <source>B · P · T</source>
        <translation>B · P · T</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>검증</translation>
    </message>
    <message>
        <source>yyyy-MM-dd HH:mm</source>
        <translation>yyyy.MM.dd HH:mm</translation>
    </message>
</context>
<context>
    <name>LoggingBar</name>
    <message>
        <source>live</source>
        <translation>실시간</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>가져옴</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>연습</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>시뮬레이션</translation>
    </message>
    <message>
        <source>&amp;Banker</source>
        <translation>뱅커(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>플레이어(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Tie</source>
        <translation>타이(&amp;T)</translation>
    </message>
    <message>
        <source>Player pair (1)</source>
        <translation>플레이어 페어 (1)</translation>
    </message>
    <message>
        <source>Banker pair (2)</source>
        <translation>뱅커 페어 (2)</translation>
    </message>
    <message>
        <source>Natural (N)</source>
        <translation>내추럴 (N)</translation>
    </message>
    <message>
        <source>Log a Banker win as the next hand (B)</source>
        <translation>다음 핸드를 뱅커 승으로 기록 (B)</translation>
    </message>
    <message>
        <source>Log a Player win as the next hand (P)</source>
        <translation>다음 핸드를 플레이어 승으로 기록 (P)</translation>
    </message>
    <message>
        <source>Log a tie as the next hand (T)</source>
        <translation>다음 핸드를 타이로 기록 (T)</translation>
    </message>
    <message>
        <source>Marks the next hand logged (%1); cleared after it</source>
        <translation>다음에 기록할 핸드 표시 (%1); 기록 후 해제</translation>
    </message>
    <message>
        <source>● Logging %1: B, P or T logs a hand, C enters its cards (Ctrl+Z undoes)</source>
        <translation>● %1 기록 중: B, P, T로 핸드 기록, C로 카드 입력 (Ctrl+Z 취소)</translation>
    </message>
    <message>
        <source>● Logging %1: B, P or T logs a hand (Ctrl+Z undoes)</source>
        <translation>● %1 기록 중: B, P, T로 핸드 기록 (Ctrl+Z 취소)</translation>
    </message>
    <message>
        <source>%1 is closed: Shoe → Reopen to log more, Ctrl+N starts a new shoe</source>
        <translation>%1 마감됨: 슈 → 다시 열기로 더 기록, Ctrl+N으로 새 슈</translation>
    </message>
    <message>
        <source>%1 (%2): Ctrl+N starts a shoe to log at the table</source>
        <translation>%1 (%2): Ctrl+N으로 테이블에서 기록할 슈 시작</translation>
    </message>
    <message>
        <source>Press Ctrl+N to start logging a new shoe at the table</source>
        <translation>Ctrl+N을 눌러 테이블에서 새 슈 기록 시작</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Shoe</source>
        <translation>슈(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <translation>테이블(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>분석(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>연습(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>Show the table of this tab: the logging keys log there</source>
        <translation>이 탭의 테이블 보기: 기록 키가 여기에 기록</translation>
    </message>
    <message>
        <source>&amp;Import shoe files…</source>
        <translation>슈 파일 가져오기(&amp;I)…</translation>
    </message>
    <message>
        <source>Store hands CSV, bead strings or shoe JSON files in the library</source>
        <translation>핸드 CSV, 비드 문자열, 슈 JSON 파일을 라이브러리에 저장</translation>
    </message>
    <message>
        <source>Import the &amp;sample shoes</source>
        <translation>샘플 슈 가져오기(&amp;S)</translation>
    </message>
    <message>
        <source>Real shoes from live tables and shoes dealt by tracker&apos;s simulator</source>
        <translation>라이브 테이블의 실제 슈와 tracker 시뮬레이터가 딜링한 슈</translation>
    </message>
    <message>
        <source>Import the &amp;real-shoe library (5,824 shoes)…</source>
        <translation>실제 슈 라이브러리 가져오기(5,824 슈)(&amp;R)…</translation>
    </message>
    <message>
        <source>Every shoe of 45 live tables, 9–12 August 2025: 397,048 hands (MIT licence)</source>
        <translation>라이브 테이블 45개의 2025년 8월 9–12일 모든 슈: 397,048 핸드 (MIT 라이선스)</translation>
    </message>
    <message>
        <source>&amp;Library browser…</source>
        <translation>라이브러리 브라우저(&amp;L)…</translation>
    </message>
    <message>
        <source>Every shoe in a sortable table with filters; validate, export or delete a selection</source>
        <translation>모든 슈를 정렬·필터 가능한 표로; 선택한 슈를 검증, 내보내기, 삭제</translation>
    </message>
    <message>
        <source>&amp;Replay the shown shoe…</source>
        <translation>표시된 슈 다시 보기(&amp;R)…</translation>
    </message>
    <message>
        <source>Step through the shoe hand by hand: roads, cards, reasons, odds, problems</source>
        <translation>슈를 핸드별로 따라가기: 출목, 카드, 이유, 확률, 문제</translation>
    </message>
    <message>
        <source>&amp;Validation report…</source>
        <translation>검증 보고서(&amp;V)…</translation>
    </message>
    <message>
        <source>Every problem the replay found in the library, by shoe, hand and file line</source>
        <translation>다시 보기가 라이브러리에서 찾은 모든 문제 (슈, 핸드, 파일 줄별)</translation>
    </message>
    <message>
        <source>Export scorecards as &amp;PNG…</source>
        <translation>출목표를 PNG로 내보내기(&amp;P)…</translation>
    </message>
    <message>
        <source>Save the shown shoe&apos;s board as a picture with its title and counts</source>
        <translation>표시된 슈의 출목표를 제목과 집계와 함께 그림으로 저장</translation>
    </message>
    <message>
        <source>Export scorecards as P&amp;DF…</source>
        <translation>출목표를 PDF로 내보내기(&amp;D)…</translation>
    </message>
    <message>
        <source>Save the shown shoe&apos;s board on A4 or Letter pages (landscape)</source>
        <translation>표시된 슈의 출목표를 A4 또는 Letter 용지로 저장 (가로)</translation>
    </message>
    <message>
        <source>P&amp;rint scorecards…</source>
        <translation>출목표 인쇄(&amp;R)…</translation>
    </message>
    <message>
        <source>Print the shown shoe&apos;s board</source>
        <translation>표시된 슈의 출목표 인쇄</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>설정(&amp;T)…</translation>
    </message>
    <message>
        <source>Theme, palette, defaults for new shoes, card entry, the library&apos;s location</source>
        <translation>테마, 색상, 새 슈의 기본값, 카드 입력, 라이브러리 위치</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <source>Close tracker</source>
        <translation>tracker 닫기</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>마지막 변경 취소</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <source>Redo what was undone</source>
        <translation>취소한 것을 다시 실행</translation>
    </message>
    <message>
        <source>Log &amp;Banker</source>
        <translation>뱅커 기록(&amp;B)</translation>
    </message>
    <message>
        <source>Log a Banker win as the next hand</source>
        <translation>다음 핸드를 뱅커 승으로 기록</translation>
    </message>
    <message>
        <source>Log &amp;Player</source>
        <translation>플레이어 기록(&amp;P)</translation>
    </message>
    <message>
        <source>Log a Player win as the next hand</source>
        <translation>다음 핸드를 플레이어 승으로 기록</translation>
    </message>
    <message>
        <source>Log &amp;Tie</source>
        <translation>타이 기록(&amp;T)</translation>
    </message>
    <message>
        <source>Log a tie as the next hand</source>
        <translation>다음 핸드를 타이로 기록</translation>
    </message>
    <message>
        <source>Enter the &amp;cards</source>
        <translation>카드 입력(&amp;C)</translation>
    </message>
    <message>
        <source>Type the next hand&apos;s cards (7h kd / 3s kc 5d); Enter logs it, Esc leaves</source>
        <translation>다음 핸드의 카드 입력 (7h kd / 3s kc 5d); Enter로 기록, Esc로 나가기</translation>
    </message>
    <message>
        <source>Mark Player pair</source>
        <translation>플레이어 페어 표시</translation>
    </message>
    <message>
        <source>The next hand logged has a Player pair</source>
        <translation>다음에 기록할 핸드에 플레이어 페어</translation>
    </message>
    <message>
        <source>Mark Banker pair</source>
        <translation>뱅커 페어 표시</translation>
    </message>
    <message>
        <source>The next hand logged has a Banker pair</source>
        <translation>다음에 기록할 핸드에 뱅커 페어</translation>
    </message>
    <message>
        <source>Mark natural</source>
        <translation>내추럴 표시</translation>
    </message>
    <message>
        <source>The next hand logged is a natural</source>
        <translation>다음에 기록할 핸드는 내추럴</translation>
    </message>
    <message>
        <source>&amp;Edit hand…</source>
        <translation>핸드 수정(&amp;E)…</translation>
    </message>
    <message>
        <source>Correct the hand chosen in the hands table (or double-click it)</source>
        <translation>핸드 표에서 고른 핸드 수정 (또는 더블클릭)</translation>
    </message>
    <message>
        <source>&amp;Insert a hand…</source>
        <translation>핸드 끼워 넣기(&amp;I)…</translation>
    </message>
    <message>
        <source>Put a forgotten hand in before the one chosen in the hands table</source>
        <translation>핸드 표에서 고른 핸드 앞에 빠뜨린 핸드 넣기</translation>
    </message>
    <message>
        <source>&amp;Delete hand</source>
        <translation>핸드 삭제(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the hand chosen in the hands table (Ctrl+Z undoes)</source>
        <translation>핸드 표에서 고른 핸드 삭제 (Ctrl+Z로 취소)</translation>
    </message>
    <message>
        <source>&amp;New shoe at the table…</source>
        <translation>테이블에서 새 슈(&amp;N)…</translation>
    </message>
    <message>
        <source>Start logging a new shoe: its casino, table, decks and rules</source>
        <translation>새 슈 기록 시작: 카지노, 테이블, 덱 수, 규칙</translation>
    </message>
    <message>
        <source>Shoe &amp;details…</source>
        <translation>슈 정보(&amp;D)…</translation>
    </message>
    <message>
        <source>Change the shown shoe&apos;s casino, table, start, decks, rules and notes</source>
        <translation>표시된 슈의 카지노, 테이블, 시작, 덱 수, 규칙, 메모 변경</translation>
    </message>
    <message>
        <source>&amp;Close this shoe</source>
        <translation>이 슈 마감(&amp;C)</translation>
    </message>
    <message>
        <source>Mark the shoe finished: no more hands can be logged to it (Reopen undoes)</source>
        <translation>슈를 마감으로 표시: 더 이상 핸드를 기록할 수 없음 (다시 열기로 취소)</translation>
    </message>
    <message>
        <source>&amp;Reopen this shoe</source>
        <translation>이 슈 다시 열기(&amp;R)</translation>
    </message>
    <message>
        <source>Open a closed shoe for logging again</source>
        <translation>마감된 슈를 다시 열어 기록</translation>
    </message>
    <message>
        <source>De&amp;lete this shoe…</source>
        <translation>이 슈 삭제(&amp;L)…</translation>
    </message>
    <message>
        <source>Delete the shown shoe and its hands from the library (asks first)</source>
        <translation>표시된 슈와 그 핸드를 라이브러리에서 삭제 (먼저 확인)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe scorecards</source>
        <translation>색맹 안전 출목표(&amp;C)</translation>
    </message>
    <message>
        <source>Shapes as well as colours tell Banker from Player</source>
        <translation>색뿐 아니라 모양으로도 뱅커와 플레이어를 구분합니다</translation>
    </message>
    <message>
        <source>&amp;Shoe list</source>
        <translation>슈 목록(&amp;S)</translation>
    </message>
    <message>
        <source>Show or hide the shoe list pane (the board takes the room)</source>
        <translation>슈 목록 창 보이기/숨기기 (출목표가 자리를 차지)</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>핸드(&amp;H)</translation>
    </message>
    <message>
        <source>Show or hide the hands table pane (the board takes the room)</source>
        <translation>핸드 표 창 보이기/숨기기 (출목표가 자리를 차지)</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>통계(&amp;T)</translation>
    </message>
    <message>
        <source>Show or hide the statistics pane (the board takes the room)</source>
        <translation>통계 창 보이기/숨기기 (출목표가 자리를 차지)</translation>
    </message>
    <message>
        <source>Find shoe</source>
        <translation>슈 찾기</translation>
    </message>
    <message>
        <source>Filter the shoe list</source>
        <translation>슈 목록 필터</translation>
    </message>
    <message>
        <source>Go to the shoe &amp;list</source>
        <translation>슈 목록으로 이동(&amp;L)</translation>
    </message>
    <message>
        <source>Move the keys to the shoe list (Esc comes back to the table)</source>
        <translation>키 입력을 슈 목록으로 (Esc로 테이블로 돌아옴)</translation>
    </message>
    <message>
        <source>&amp;New table</source>
        <translation>새 테이블(&amp;N)</translation>
    </message>
    <message>
        <source>A tab for another table, with its own shoe and undo history</source>
        <translation>다른 테이블용 탭 (자체 슈와 실행 취소 기록)</translation>
    </message>
    <message>
        <source>&amp;Close table tab</source>
        <translation>테이블 탭 닫기(&amp;C)</translation>
    </message>
    <message>
        <source>Close the tab (its shoe stays in the library as it is)</source>
        <translation>탭 닫기 (그 슈는 라이브러리에 그대로 남음)</translation>
    </message>
    <message>
        <source>&amp;Online table…</source>
        <translation>온라인 테이블(&amp;O)…</translation>
    </message>
    <message>
        <source>Practise at the online table for one: chips, Deal, exact payouts</source>
        <translation>1인 온라인 테이블에서 연습: 칩, 딜, 정확한 지급</translation>
    </message>
    <message>
        <source>&amp;Casino table of five…</source>
        <translation>카지노 5인 테이블(&amp;C)…</translation>
    </message>
    <message>
        <source>Practise at a casino table of five seats, in turn, people or computer players</source>
        <translation>5인석 카지노 테이블에서 연습 (차례대로, 사람 또는 컴퓨터 플레이어)</translation>
    </message>
    <message>
        <source>&amp;Keys…</source>
        <translation>단축키(&amp;K)…</translation>
    </message>
    <message>
        <source>Every key of tracker</source>
        <translation>tracker의 모든 단축키</translation>
    </message>
    <message>
        <source>&amp;About tracker</source>
        <translation>tracker 정보(&amp;A)</translation>
    </message>
    <message>
        <source>What tracker is, and what it is not</source>
        <translation>tracker는 무엇이고 무엇이 아닌지</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>통계(&amp;S)…</translation>
    </message>
    <message>
        <source>The shown shoe or the whole library against chance, with charts</source>
        <translation>표시된 슈 또는 라이브러리 전체를 확률과 비교 (차트 포함)</translation>
    </message>
    <message>
        <source>&amp;Backtest a betting system…</source>
        <translation>베팅 시스템 백테스트(&amp;B)…</translation>
    </message>
    <message>
        <source>Play a system over shoes or simulated shoes, beside the expected loss</source>
        <translation>실제 또는 모의 슈에 시스템을 적용해 기대 손실과 비교</translation>
    </message>
    <message>
        <source>Side-bet &amp;counting lab…</source>
        <translation>사이드 베팅 카운팅 실험실(&amp;C)…</translation>
    </message>
    <message>
        <source>Play a side-bet card count over simulated shoes: its gain, swings and risk</source>
        <translation>모의 슈에서 사이드 베팅 카드 카운팅 실행: 이득, 변동, 위험</translation>
    </message>
    <message>
        <source>No shoe</source>
        <translation>슈 없음</translation>
    </message>
    <message>
        <source>Shoe %1</source>
        <translation>슈 %1</translation>
    </message>
    <message>
        <source>Shoe list</source>
        <translation>슈 목록</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>핸드</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>통계</translation>
    </message>
    <message>
        <source>tracker</source>
        <translation>tracker</translation>
    </message>
    <message>
        <source>%1 — tracker</source>
        <translation>%1 — tracker</translation>
    </message>
    <message>
        <source>One tab a table (Ctrl+1…9); the logging keys log into the one shown</source>
        <translation>테이블마다 탭 하나 (Ctrl+1…9); 기록 키는 보이는 테이블에 기록합니다</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Your library is empty.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Press &lt;b&gt;Ctrl+N&lt;/b&gt; to log a shoe at the table, hand by hand, or &lt;b&gt;Ctrl+I&lt;/b&gt; to import shoe files (hands CSV, bead strings, shoe JSON).&lt;/p&gt;&lt;p&gt;File → Import the sample shoes brings in 20 real shoes from live tables and card-level shoes dealt by tracker&apos;s simulator, to explore at once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;라이브러리가 비어 있습니다.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;을 눌러 테이블에서 슈를 핸드마다 기록하거나, &lt;b&gt;Ctrl+I&lt;/b&gt;를 눌러 슈 파일(핸드 CSV, 육매 문자열, 슈 JSON)을 가져오세요.&lt;/p&gt;&lt;p&gt;파일 → 샘플 슈 가져오기로 라이브 테이블의 실제 슈 20개와 tracker 시뮬레이터가 카드 단위로 딜링한 슈를 바로 살펴볼 수 있습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>No shoe open for logging at this table: Ctrl+N starts a new shoe (Shoe → Reopen opens a closed one again).</source>
        <translation>이 테이블에 기록 중인 슈가 없습니다: Ctrl+N으로 새 슈를 시작합니다 (슈 → 다시 열기로 마감된 슈를 다시 엽니다).</translation>
    </message>
    <message>
        <source>Saved: %Ln hand(s)</source>
        <translation>저장됨: 핸드 %Ln개</translation>
    </message>
    <message>
        <source>Choose a hand in the hands table first (the shoe list has the keys).</source>
        <translation>먼저 핸드 표에서 핸드를 선택하세요 (지금은 슈 목록이 키를 받고 있습니다).</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>%1 실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>%1 다시 실행(&amp;R)</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>shoe {label!r} gives its decks only after its first {hands:,} hands were counted with {decks} decks and {burn} burn cards: a shoe this long is checked as it is read, so its decks, rules and burn cards must come with its first hands</source>
        <translation>슈 {label!r}의 덱 수가 첫 {hands:,} 핸드를 {decks}덱, 번 카드 {burn}장으로 센 뒤에야 나옵니다: 이렇게 긴 슈는 읽는 동안 검사하므로 덱 수, 규칙, 번 카드는 첫 핸드들과 함께 나와야 합니다</translation>
    </message>
    <message>
        <source>shoe {label!r} gives its rules only after its first {hands:,} hands were counted with {decks} decks and {burn} burn cards: a shoe this long is checked as it is read, so its decks, rules and burn cards must come with its first hands</source>
        <translation>슈 {label!r}의 규칙이 첫 {hands:,} 핸드를 {decks}덱, 번 카드 {burn}장으로 센 뒤에야 나옵니다: 이렇게 긴 슈는 읽는 동안 검사하므로 덱 수, 규칙, 번 카드는 첫 핸드들과 함께 나와야 합니다</translation>
    </message>
    <message>
        <source>shoe {label!r} gives its burn only after its first {hands:,} hands were counted with {decks} decks and {burn} burn cards: a shoe this long is checked as it is read, so its decks, rules and burn cards must come with its first hands</source>
        <translation>슈 {label!r}의 번 카드가 첫 {hands:,} 핸드를 {decks}덱, 번 카드 {burn}장으로 센 뒤에야 나옵니다: 이렇게 긴 슈는 읽는 동안 검사하므로 덱 수, 규칙, 번 카드는 첫 핸드들과 함께 나와야 합니다</translation>
    </message>
    <message>
        <source>the label has {count:,} characters, more than the {limit:,} a library takes</source>
        <translation>이름이 {count:,}자로, 라이브러리가 받는 {limit:,}자를 넘습니다</translation>
    </message>
    <message>
        <source>the casino has {count:,} characters, more than the {limit:,} a library takes</source>
        <translation>카지노 이름이 {count:,}자로, 라이브러리가 받는 {limit:,}자를 넘습니다</translation>
    </message>
    <message>
        <source>the table name has {count:,} characters, more than the {limit:,} a library takes</source>
        <translation>테이블 이름이 {count:,}자로, 라이브러리가 받는 {limit:,}자를 넘습니다</translation>
    </message>
    <message>
        <source>the source has {count:,} characters, more than the {limit:,} a library takes</source>
        <translation>출처가 {count:,}자로, 라이브러리가 받는 {limit:,}자를 넘습니다</translation>
    </message>
    <message>
        <source>the label has a NUL character (\x00), which no library takes</source>
        <translation>이름에 NUL 문자(\x00)가 있어 어떤 라이브러리에도 저장할 수 없습니다</translation>
    </message>
    <message>
        <source>the casino has a NUL character (\x00), which no library takes</source>
        <translation>카지노 이름에 NUL 문자(\x00)가 있어 어떤 라이브러리에도 저장할 수 없습니다</translation>
    </message>
    <message>
        <source>the table name has a NUL character (\x00), which no library takes</source>
        <translation>테이블 이름에 NUL 문자(\x00)가 있어 어떤 라이브러리에도 저장할 수 없습니다</translation>
    </message>
    <message>
        <source>the source has a NUL character (\x00), which no library takes</source>
        <translation>출처에 NUL 문자(\x00)가 있어 어떤 라이브러리에도 저장할 수 없습니다</translation>
    </message>
    <message>
        <source>the notes have a NUL character (\x00), which no library takes</source>
        <translation>메모에 NUL 문자(\x00)가 있어 어떤 라이브러리에도 저장할 수 없습니다</translation>
    </message>
    <message>
        <source>the decks must be a whole number from 1 to 8, not {value}</source>
        <translation>덱 수는 1에서 8 사이의 정수여야 합니다({value}이(가) 아님)</translation>
    </message>
    <message>
        <source>{count:,} burn cards are more than the {limit} a library takes</source>
        <translation>번 카드 {count:,}장은 라이브러리가 받는 {limit}장보다 많습니다</translation>
    </message>
    <message>
        <source>the cut card must be 0 to {limit:,}, not {value:,}</source>
        <translation>컷 카드는 0에서 {limit:,} 사이여야 합니다({value:,}이(가) 아님)</translation>
    </message>
    <message>
        <source>the line {value:,} is past the {limit:,} a library takes</source>
        <translation>줄 번호 {value:,}은(는) 라이브러리가 받는 {limit:,}을(를) 넘습니다</translation>
    </message>
    <message>
        <source>hand number {number:,} is past the {limit:,} a library takes</source>
        <translation>핸드 번호 {number:,}은(는) 라이브러리가 받는 {limit:,}을(를) 넘습니다</translation>
    </message>
    <message>
        <source>hand {hand} gives the player {count} cards, more than the {limit} a library takes</source>
        <translation>핸드 {hand}에서 플레이어가 카드 {count}장을 받아, 라이브러리가 받는 {limit}장보다 많습니다</translation>
    </message>
    <message>
        <source>hand {hand} gives the banker {count} cards, more than the {limit} a library takes</source>
        <translation>핸드 {hand}에서 뱅커가 카드 {count}장을 받아, 라이브러리가 받는 {limit}장보다 많습니다</translation>
    </message>
    <message>
        <source>shoe {name!r}: {problem}</source>
        <translation>슈 {name!r}: {problem}</translation>
    </message>
    <message>
        <source>no shoes to play: the selection is empty</source>
        <translation>플레이할 슈가 없습니다: 선택한 것이 없습니다</translation>
    </message>
    <message>
        <source>the number of simulated shoes must be 1 to {most}, not {shoes!r}</source>
        <translation>시뮬레이션 슈 수는 1에서 {most} 사이여야 합니다({shoes!r}이(가) 아님)</translation>
    </message>
    <message>
        <source>jobs must be 1 to {most}, not {jobs!r}</source>
        <translation>작업 수는 1에서 {most} 사이여야 합니다({jobs!r}이(가) 아님)</translation>
    </message>
    <message>
        <source>the backtest was cancelled</source>
        <translation>백테스트가 취소되었습니다</translation>
    </message>
    <message>
        <source>--from and --to name the same library ({where})</source>
        <translation>--from과 --to가 같은 라이브러리를 가리킵니다({where})</translation>
    </message>
    <message>
        <source>the copy in {target} does not agree with {source} ({rows}); was the library changed while it was copied? Empty the copy and run the copy again while nobody writes to it</source>
        <translation>{target}의 사본이 {source}와(과) 일치하지 않습니다({rows}). 복사하는 동안 라이브러리가 바뀌었나요? 사본을 비우고 아무도 쓰지 않을 때 다시 복사하세요</translation>
    </message>
    <message>
        <source>--preset: no count is called {name!r}; the presets are {presets}</source>
        <translation>--preset: {name!r}(이)라는 카운트가 없습니다. 프리셋: {presets}</translation>
    </message>
    <message>
        <source>the count was cancelled</source>
        <translation>카운트가 취소되었습니다</translation>
    </message>
    <message>
        <source>the number of perfect-play shoes must be a whole number, not {number!r}</source>
        <translation>완벽한 플레이 슈 수는 정수여야 합니다({number!r}이(가) 아님)</translation>
    </message>
    <message>
        <source>the number of shoes must be a whole number, not {number!r}</source>
        <translation>슈 수는 정수여야 합니다({number!r}이(가) 아님)</translation>
    </message>
    <message>
        <source>the number of perfect-play shoes must be {least} to {most}, not {number}</source>
        <translation>완벽한 플레이 슈 수는 {least}에서 {most} 사이여야 합니다({number}이(가) 아님)</translation>
    </message>
    <message>
        <source>the number of shoes must be {least} to {most}, not {number}</source>
        <translation>슈 수는 {least}에서 {most} 사이여야 합니다({number}이(가) 아님)</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>{path}에 쓸 수 없습니다: {reason}</translation>
    </message>
    <message>
        <source>{name}: {reason}</source>
        <translation>{name}: {reason}</translation>
    </message>
    <message>
        <source>this shoe is not open for logging; start a new shoe (Ctrl+N) to log hands</source>
        <translation>이 슈는 기록 중이 아닙니다. 핸드를 기록하려면 새 슈를 시작하세요(Ctrl+N)</translation>
    </message>
    <message>
        <source>only a shoe logged at the table can be reopened; this one was {kind}</source>
        <translation>테이블에서 기록한 슈만 다시 열 수 있습니다. 이 슈는 {kind}입니다</translation>
    </message>
    <message>
        <source>hand {hand}</source>
        <translation>핸드 {hand}</translation>
    </message>
    <message>
        <source>hands {first}–{last}</source>
        <translation>핸드 {first}–{last}</translation>
    </message>
    <message>
        <source>another tracker logged {hands} meanwhile</source>
        <translation>그사이 다른 tracker가 {hands}을(를) 기록했습니다</translation>
    </message>
    <message>
        <source>another tracker took back {hands} meanwhile</source>
        <translation>그사이 다른 tracker가 {hands}을(를) 취소했습니다</translation>
    </message>
    <message>
        <source>another tracker changed the shoe&apos;s hands meanwhile</source>
        <translation>그사이 다른 tracker가 슈의 핸드를 바꿨습니다</translation>
    </message>
    <message>
        <source>another tracker closed the shoe meanwhile</source>
        <translation>그사이 다른 tracker가 슈를 닫았습니다</translation>
    </message>
    <message>
        <source>another tracker reopened the shoe meanwhile</source>
        <translation>그사이 다른 tracker가 슈를 다시 열었습니다</translation>
    </message>
    <message>
        <source>another tracker changed the shoe&apos;s details meanwhile</source>
        <translation>그사이 다른 tracker가 슈의 정보를 바꿨습니다</translation>
    </message>
    <message>
        <source>one / only: the Player&apos;s cards / the Banker&apos;s cards</source>
        <translation>/는 하나만: 플레이어의 카드 / 뱅커의 카드</translation>
    </message>
    <message>
        <source>the Player&apos;s cards</source>
        <translation>플레이어의 카드</translation>
    </message>
    <message>
        <source>the Banker&apos;s cards</source>
        <translation>뱅커의 카드</translation>
    </message>
    <message>
        <source>the cards</source>
        <translation>카드</translation>
    </message>
    <message>
        <source>the Player holds 2 or 3 cards, not {count}</source>
        <translation>플레이어는 카드 2장 또는 3장을 받습니다({count}장이 아님)</translation>
    </message>
    <message>
        <source>the Banker holds 2 or 3 cards, not {count}</source>
        <translation>뱅커는 카드 2장 또는 3장을 받습니다({count}장이 아님)</translation>
    </message>
    <message>
        <source>the Player&apos;s first two cards</source>
        <translation>플레이어의 첫 두 장</translation>
    </message>
    <message>
        <source>the Banker&apos;s first two cards</source>
        <translation>뱅커의 첫 두 장</translation>
    </message>
    <message>
        <source>not in this shoe any more: {reason}</source>
        <translation>이 슈에 더 이상 없는 카드: {reason}</translation>
    </message>
    <message>
        <source>the Player&apos;s third card</source>
        <translation>플레이어의 세 번째 카드</translation>
    </message>
    <message>
        <source>the Banker&apos;s third card</source>
        <translation>뱅커의 세 번째 카드</translation>
    </message>
    <message>
        <source>unknown card {token!r}</source>
        <translation>알 수 없는 카드 {token!r}</translation>
    </message>
    <message>
        <source>{count} more of the first four cards (Player, Banker, …)</source>
        <translation>처음 네 장 중 {count}장 더(플레이어, 뱅커, …)</translation>
    </message>
    <message>
        <source>{count} card(s) more than the rules deal; to keep a misdeal type the Player&apos;s cards / the Banker&apos;s cards</source>
        <translation>규칙보다 카드가 {count}장 많습니다. 딜링 실수를 그대로 두려면 플레이어의 카드 / 뱅커의 카드 순으로 입력하세요</translation>
    </message>
    <message>
        <source>the shoe split off</source>
        <translation>나눠진 슈</translation>
    </message>
    <message>
        <source>the next part</source>
        <translation>다음 부분</translation>
    </message>
    <message>
        <source>{name} is no longer in the library (deleted meanwhile); nothing was changed</source>
        <translation>{name}은(는) 더 이상 라이브러리에 없습니다(그사이 삭제됨). 아무것도 바뀌지 않았습니다</translation>
    </message>
    <message>
        <source>--scheduler: expected a Dask scheduler address tcp://HOST:PORT, not {address!r}</source>
        <translation>--scheduler: Dask 스케줄러 주소 tcp://HOST:PORT가 필요합니다({address!r}이(가) 아님)</translation>
    </message>
    <message>
        <source>jobs must be a whole number, not {jobs!r}</source>
        <translation>작업 수는 정수여야 합니다({jobs!r}이(가) 아님)</translation>
    </message>
    <message>
        <source>the run was cancelled</source>
        <translation>실행이 취소되었습니다</translation>
    </message>
    <message>
        <source>--scheduler needs Dask: pip install &apos;tracker[cluster]&apos; (dask[distributed])</source>
        <translation>--scheduler에는 Dask가 필요합니다: pip install &apos;tracker[cluster]&apos; (dask[distributed])</translation>
    </message>
    <message>
        <source>cannot reach the Dask scheduler at {where}: {reason}</source>
        <translation>{where}의 Dask 스케줄러에 연결할 수 없습니다: {reason}</translation>
    </message>
    <message>
        <source>the number of shoes must be a whole number of 1 or more, not {shoes!r}</source>
        <translation>슈 수는 1 이상의 정수여야 합니다({shoes!r}이(가) 아님)</translation>
    </message>
    <message>
        <source>online hands per shoe must be 1 to 10000, not {hands!r}</source>
        <translation>온라인 방식의 슈당 핸드 수는 1에서 10000이어야 합니다. {hands!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>a batch must be 1 shoe or more, not {batch!r}</source>
        <translation>한 묶음은 슈 1개 이상이어야 합니다. {batch!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>not enough memory to simulate {count} shoes at once; simulate fewer</source>
        <translation>슈 {count}개를 한 번에 시뮬레이션할 메모리가 부족합니다. 더 적게 시뮬레이션하세요</translation>
    </message>
    <message>
        <source>the library holds damaged rules {rules!r} ({reason}); {fix}</source>
        <translation>라이브러리에 손상된 규칙 {rules!r}이(가) 있습니다({reason}). {fix}</translation>
    </message>
    <message>
        <source>unknown value {value!r}</source>
        <translation>알 수 없는 값 {value!r}</translation>
    </message>
    <message>
        <source>a missing column</source>
        <translation>빠진 열</translation>
    </message>
    <message>
        <source>a hand row of the library{at} cannot be read: {reason}; {fix}</source>
        <translation>라이브러리의 핸드 행{at}을(를) 읽을 수 없습니다: {reason}. {fix}</translation>
    </message>
    <message>
        <source>a shoe row of the library{at} cannot be read: {reason}; {fix}</source>
        <translation>라이브러리의 슈 행{at}을(를) 읽을 수 없습니다: {reason}. {fix}</translation>
    </message>
    <message>
        <source>{place}: {column} holds {stored}, not {expected}</source>
        <translation>{place}: {column}에 {expected} 대신 {stored}이(가) 있습니다</translation>
    </message>
    <message>
        <source>{found}; {left_out}</source>
        <translation>{found}. {left_out}</translation>
    </message>
    <message>
        <source>{named}
• {row}</source>
        <translation>{named}
• {row}</translation>
    </message>
    <message>
        <source>{named}
• and {more} more</source>
        <translation>{named}
• 그 밖에 {more}개</translation>
    </message>
    <message>
        <source>The library holds damaged rows: the rest of it is shown, these are left out (nothing was changed):{rows}

{fix}</source>
        <translation>라이브러리에 손상된 행이 있습니다. 나머지는 표시되고 아래 행은 빠집니다(아무것도 바뀌지 않았습니다):{rows}

{fix}</translation>
    </message>
    <message>
        <source>one of {values}</source>
        <translation>{values} 중 하나</translation>
    </message>
    <message>
        <source>cards such as 9H 3D</source>
        <translation>9H 3D 같은 카드</translation>
    </message>
    <message>
        <source>text in UTF-8</source>
        <translation>UTF-8 텍스트</translation>
    </message>
    <message>
        <source>it is left out</source>
        <translation>빠졌습니다</translation>
    </message>
    <message>
        <source>one of {values} or nothing</source>
        <translation>{values} 중 하나 또는 비어 있음</translation>
    </message>
    <message>
        <source>minutes east of UTC within ±24 hours (-1439 to 1439)</source>
        <translation>UTC 동쪽으로 ±24시간 이내의 분(-1439~1439)</translation>
    </message>
    <message>
        <source>the JSON of a rule set</source>
        <translation>규칙 세트의 JSON</translation>
    </message>
    <message>
        <source>a JSON object</source>
        <translation>JSON 객체</translation>
    </message>
    <message>
        <source>a JSON list</source>
        <translation>JSON 목록</translation>
    </message>
    <message>
        <source>B, P, T or nothing</source>
        <translation>B, P, T 또는 비어 있음</translation>
    </message>
    <message>
        <source>a date and time (YYYY-MM-DD HH:MM:SS)</source>
        <translation>날짜와 시간(YYYY-MM-DD HH:MM:SS)</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>정수</translation>
    </message>
    <message>
        <source>a {type} value</source>
        <translation>{type} 값</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>비어 있음</translation>
    </message>
    <message>
        <source>shoe {shoe} (&quot;{label}&quot;, table &quot;{table}&quot;)</source>
        <translation>슈 {shoe}(&quot;{label}&quot;, 테이블 &quot;{table}&quot;)</translation>
    </message>
    <message>
        <source>shoe {shoe} (&quot;{label}&quot;)</source>
        <translation>슈 {shoe}(&quot;{label}&quot;)</translation>
    </message>
    <message>
        <source>shoe {shoe} (table &quot;{table}&quot;)</source>
        <translation>슈 {shoe}(테이블 &quot;{table}&quot;)</translation>
    </message>
    <message>
        <source>shoe {shoe}</source>
        <translation>슈 {shoe}</translation>
    </message>
    <message>
        <source>hand {hand} of {shoe}, at position {position}</source>
        <translation>{shoe}의 핸드 {hand}(위치 {position})</translation>
    </message>
    <message>
        <source>shoe {shoe} is left out wherever its hands are read</source>
        <translation>핸드를 읽는 곳마다 슈 {shoe}은(는) 빠집니다</translation>
    </message>
    <message>
        <source>what no shoe can</source>
        <translation>어떤 슈도 가질 수 없는 값</translation>
    </message>
    <message>
        <source>a readable shoe ({reason})</source>
        <translation>읽을 수 있는 슈({reason})</translation>
    </message>
    <message>
        <source>{table} row {row}</source>
        <translation>{table} 행 {row}</translation>
    </message>
    <message>
        <source>hand {hand} of {shoe}</source>
        <translation>{shoe}의 핸드 {hand}</translation>
    </message>
    <message>
        <source>it cannot be copied</source>
        <translation>복사할 수 없습니다</translation>
    </message>
    <message>
        <source>{place} cannot be read: {column} holds {stored}, not {expected}; {fix}</source>
        <translation>{place}을(를) 읽을 수 없습니다: {column}에 {expected} 대신 {stored}이(가) 있습니다. {fix}</translation>
    </message>
    <message>
        <source>hands {first} to {last} ({count} hands)</source>
        <translation>핸드 {first}~{last}({count}핸드)</translation>
    </message>
    <message>
        <source>they are left out</source>
        <translation>모두 빠졌습니다</translation>
    </message>
    <message>
        <source>a shoe of the library (there is no shoe {shoe})</source>
        <translation>라이브러리의 슈(슈 {shoe}은(는) 없음)</translation>
    </message>
    <message>
        <source>{text!r} is not a database URL ({reason}); give --db or TRACKER_DB an SQLAlchemy URL such as sqlite:///path/to/library.sqlite, or a file path</source>
        <translation>{text!r}은(는) 데이터베이스 URL이 아닙니다({reason}). --db 또는 TRACKER_DB에 sqlite:///path/to/library.sqlite 같은 SQLAlchemy URL이나 파일 경로를 주세요</translation>
    </message>
    <message>
        <source>the library URL&apos;s {part} holds a NUL character (%00), which no database can take; correct the --db or TRACKER_DB URL</source>
        <translation>라이브러리 URL의 {part}에 NUL 문자(%00)가 있어 어떤 데이터베이스도 받을 수 없습니다. --db 또는 TRACKER_DB URL을 고치세요</translation>
    </message>
    <message>
        <source>cannot open the library {where}: its database driver is not installed ({reason}); {fix}, or choose another library with --db or TRACKER_DB</source>
        <translation>라이브러리 {where}을(를) 열 수 없습니다: 데이터베이스 드라이버가 설치되어 있지 않습니다({reason}). {fix}. 또는 --db나 TRACKER_DB로 다른 라이브러리를 선택하세요</translation>
    </message>
    <message>
        <source>cannot open the library {where}: {reason}; give --db or TRACKER_DB an SQLAlchemy URL such as sqlite:///path/to/library.sqlite, or a file path</source>
        <translation>라이브러리 {where}을(를) 열 수 없습니다: {reason}. --db 또는 TRACKER_DB에 sqlite:///path/to/library.sqlite 같은 SQLAlchemy URL이나 파일 경로를 주세요</translation>
    </message>
    <message>
        <source>cannot use the library {where}: {detail}; make room on its disk, or choose another with --db or TRACKER_DB</source>
        <translation>라이브러리 {where}을(를) 사용할 수 없습니다: {detail}. 디스크 공간을 확보하거나 --db 또는 TRACKER_DB로 다른 라이브러리를 선택하세요</translation>
    </message>
    <message>
        <source>cannot use the library {where}: {detail}; {fix}, or choose another with --db or TRACKER_DB</source>
        <translation>라이브러리 {where}을(를) 사용할 수 없습니다: {detail}. {fix}. 또는 --db나 TRACKER_DB로 다른 라이브러리를 선택하세요</translation>
    </message>
    <message>
        <source>the library {where} is damaged ({detail}); {fix}</source>
        <translation>라이브러리 {where}이(가) 손상되었습니다({detail}). {fix}</translation>
    </message>
    <message>
        <source>check the URL (server, port, user name, password, database name) and that the server runs</source>
        <translation>URL(서버, 포트, 사용자 이름, 비밀번호, 데이터베이스 이름)과 서버가 실행 중인지 확인하세요</translation>
    </message>
    <message>
        <source>check the user name and password</source>
        <translation>사용자 이름과 비밀번호를 확인하세요</translation>
    </message>
    <message>
        <source>check the database name in the URL</source>
        <translation>URL의 데이터베이스 이름을 확인하세요</translation>
    </message>
    <message>
        <source>cannot connect to the library {where}: {detail}; {fix}</source>
        <translation>라이브러리 {where}에 연결할 수 없습니다: {detail}. {fix}</translation>
    </message>
    <message>
        <source>check that the database user may write to it</source>
        <translation>데이터베이스 사용자에게 쓰기 권한이 있는지 확인하세요</translation>
    </message>
    <message>
        <source>install it</source>
        <translation>드라이버를 설치하세요</translation>
    </message>
    <message>
        <source>restore it from a backup of the database</source>
        <translation>데이터베이스 백업에서 복원하세요</translation>
    </message>
    <message>
        <source>check that the file and its folder can be written</source>
        <translation>파일과 폴더에 쓸 수 있는지 확인하세요</translation>
    </message>
    <message>
        <source>{path} is a folder, not a library file; give a file path</source>
        <translation>{path}은(는) 폴더이며 라이브러리 파일이 아닙니다. 파일 경로를 주세요</translation>
    </message>
    <message>
        <source>{path} is not a regular file (a pipe, FIFO or device), so not a library; give a file path with --db or TRACKER_DB</source>
        <translation>{path}은(는) 일반 파일이 아니므로(파이프, FIFO 또는 장치) 라이브러리가 아닙니다. --db 또는 TRACKER_DB로 파일 경로를 주세요</translation>
    </message>
    <message>
        <source>cannot read the library {path}: {reason}; check that the file can be read, or choose another with --db or TRACKER_DB</source>
        <translation>라이브러리 {path}을(를) 읽을 수 없습니다: {reason}. 파일을 읽을 수 있는지 확인하거나 --db 또는 TRACKER_DB로 다른 라이브러리를 선택하세요</translation>
    </message>
    <message>
        <source>{path} is an empty file, not a tracker library; if it should hold your shoes, restore it from a copy (a library upgrade leaves one beside it, {name}.bak-*); to start a new library there, delete the file first, or choose another with --db or TRACKER_DB</source>
        <translation>{path}은(는) 빈 파일이며 tracker 라이브러리가 아닙니다. 슈가 들어 있어야 한다면 사본에서 복원하세요(라이브러리를 업그레이드하면 옆에 {name}.bak-* 사본이 남습니다). 그곳에 새 라이브러리를 만들려면 먼저 파일을 지우거나 --db 또는 TRACKER_DB로 다른 라이브러리를 선택하세요</translation>
    </message>
    <message>
        <source>cannot create the library {path}: the folder {folder} does not exist; create it first or correct the path</source>
        <translation>라이브러리 {path}을(를) 만들 수 없습니다: 폴더 {folder}이(가) 없습니다. 먼저 폴더를 만들거나 경로를 고치세요</translation>
    </message>
    <message>
        <source>cannot create the folder for the library {path}: {reason}; choose another place with --db or TRACKER_DB</source>
        <translation>라이브러리 {path}의 폴더를 만들 수 없습니다: {reason}. --db 또는 TRACKER_DB로 다른 위치를 선택하세요</translation>
    </message>
    <message>
        <source>the library {path} needs an upgrade, but the backup copy made first could not be written to {target} ({reason}); make room or allow writing in its folder, then open it again (the library was not changed)</source>
        <translation>라이브러리 {path}을(를) 업그레이드해야 하지만 먼저 만드는 백업 사본을 {target}에 쓸 수 없습니다({reason}). 공간을 확보하거나 그 폴더에 쓰기를 허용한 뒤 다시 여세요(라이브러리는 바뀌지 않았습니다)</translation>
    </message>
    <message>
        <source>open one of the backup copies beside it ({name}.bak-*) with --db, or recover what can be read with the sqlite3 tool&apos;s .recover command</source>
        <translation>--db로 옆에 있는 백업 사본({name}.bak-*) 중 하나를 열거나, sqlite3 도구의 .recover 명령으로 읽을 수 있는 것을 복구하세요</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>숫자</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 또는 false</translation>
    </message>
    <message>
        <source>the library URL&apos;s {key}={value!r} is not {must_be}; correct the --db or TRACKER_DB URL</source>
        <translation>라이브러리 URL의 {key}={value!r}은(는) {must_be}이(가) 아닙니다. --db 또는 TRACKER_DB URL을 고치세요</translation>
    </message>
    <message>
        <source>install tracker&apos;s postgres extra (pip install &apos;tracker[postgres]&apos;)</source>
        <translation>tracker의 postgres 추가 기능을 설치하세요(pip install &apos;tracker[postgres]&apos;)</translation>
    </message>
    <message>
        <source>the library {where} is on PostgreSQL {version}, which is too old: tracker needs PostgreSQL {least} or newer; upgrade the server, or choose another library with --db or TRACKER_DB</source>
        <translation>라이브러리 {where}은(는) PostgreSQL {version}에 있는데, 너무 오래된 버전입니다. tracker에는 PostgreSQL {least} 이상이 필요합니다. 서버를 업그레이드하거나 --db 또는 TRACKER_DB로 다른 라이브러리를 선택하세요</translation>
    </message>
    <message>
        <source>the library is damaged: open a backup copy of it (library.sqlite.bak-* beside it) or import a JSON export into a new one</source>
        <translation>라이브러리가 손상되었습니다. 백업 사본(옆에 있는 library.sqlite.bak-*)을 열거나 JSON 내보내기 파일을 새 라이브러리로 가져오세요</translation>
    </message>
    <message>
        <source>The library is damaged: open a backup copy of it (library.sqlite.bak-* beside it) or import a JSON export into a new one.</source>
        <translation>라이브러리가 손상되었습니다. 백업 사본(옆에 있는 library.sqlite.bak-*)을 열거나 JSON 내보내기 파일을 새 라이브러리로 가져오세요.</translation>
    </message>
    <message>
        <source>import cancelled; nothing of it was stored</source>
        <translation>가져오기가 취소되었습니다. 아무것도 저장되지 않았습니다</translation>
    </message>
    <message>
        <source>{where} is not a tracker library (it is not an SQLite database); choose another file with --db or TRACKER_DB, or move this one away to start a new library there</source>
        <translation>{where}은(는) tracker 라이브러리가 아닙니다(SQLite 데이터베이스가 아님). --db 또는 TRACKER_DB로 다른 파일을 선택하거나, 이 파일을 옮기고 그곳에 새 라이브러리를 만드세요</translation>
    </message>
    <message>
        <source>{named} and {more} more</source>
        <translation>{named} 외 {more}개</translation>
    </message>
    <message>
        <source>{where} is not a tracker library (it has no shoes table): it holds tables of another program: {held}; it was left as it was: choose another file with --db or TRACKER_DB, or move this one away</source>
        <translation>{where}은(는) tracker 라이브러리가 아닙니다(shoes 테이블이 없음). 다른 프로그램의 테이블이 있습니다: {held}. 파일은 그대로 두었습니다. --db 또는 TRACKER_DB로 다른 파일을 선택하거나 이 파일을 옮기세요</translation>
    </message>
    <message>
        <source>the library {where} is locked: another program (perhaps another tracker window or import) is writing to it; wait for it to finish or close it, then try again</source>
        <translation>라이브러리 {where}이(가) 잠겨 있습니다. 다른 프로그램(다른 tracker 창이나 가져오기일 수 있음)이 쓰는 중입니다. 끝날 때까지 기다리거나 닫은 뒤 다시 시도하세요</translation>
    </message>
    <message>
        <source>the library {where} was changed by another writer at the same moment; nothing was stored: try again</source>
        <translation>같은 순간에 다른 쓰기 작업이 라이브러리 {where}을(를) 바꿨습니다. 아무것도 저장되지 않았습니다. 다시 시도하세요</translation>
    </message>
    <message>
        <source>shoe {shoe} was changed elsewhere (revision {revision}, not {expected}); nothing was written</source>
        <translation>슈 {shoe}이(가) 다른 곳에서 바뀌었습니다(리비전 {expected}이(가) 아닌 {revision}). 아무것도 쓰지 않았습니다</translation>
    </message>
    <message>
        <source>shoe {shoe} is closed; start a new shoe to log more hands</source>
        <translation>슈 {shoe}은(는) 닫혔습니다. 핸드를 더 기록하려면 새 슈를 시작하세요</translation>
    </message>
    <message>
        <source>no practice session {session} in the library {where}</source>
        <translation>라이브러리 {where}에 연습 세션 {session}이(가) 없습니다</translation>
    </message>
    <message>
        <source>the shoe {label!r} at table {table!r}</source>
        <translation>테이블 {table!r}의 슈 {label!r}</translation>
    </message>
    <message>
        <source>the shoe {label!r}</source>
        <translation>슈 {label!r}</translation>
    </message>
    <message>
        <source>the shoe at table {table!r}</source>
        <translation>테이블 {table!r}의 슈</translation>
    </message>
    <message>
        <source>the shoe</source>
        <translation>이 슈</translation>
    </message>
    <message>
        <source>{shoe} has {hands} hands: a split must leave hands on both sides (asked to split before hand {hand})</source>
        <translation>{shoe}에는 {hands}핸드가 있습니다. 나누면 양쪽에 핸드가 남아야 합니다(핸드 {hand} 앞에서 나누기 요청)</translation>
    </message>
    <message>
        <source>shoe {shoe} cannot be merged with itself</source>
        <translation>슈 {shoe}은(는) 자기 자신과 합칠 수 없습니다</translation>
    </message>
    <message>
        <source>no shoe {shoe} in the library {where}</source>
        <translation>라이브러리 {where}에 슈 {shoe}이(가) 없습니다</translation>
    </message>
    <message>
        <source>no hand {hand} in the library {where}</source>
        <translation>라이브러리 {where}에 핸드 {hand}이(가) 없습니다</translation>
    </message>
    <message>
        <source>the library {where} is damaged: its table {table!r} is missing; {fix}</source>
        <translation>라이브러리 {where}이(가) 손상되었습니다: 테이블 {table!r}이(가) 없습니다. {fix}</translation>
    </message>
    <message>
        <source>the library {where} does not record its schema revision (its alembic_version table is empty or holds several); it is damaged: open one of the backup copies beside it ({name}.bak-*) with --db, or choose another library</source>
        <translation>라이브러리 {where}에 스키마 리비전이 기록되어 있지 않습니다(alembic_version 테이블이 비어 있거나 여러 개). 손상되었습니다: --db로 옆에 있는 백업 사본({name}.bak-*) 중 하나를 열거나 다른 라이브러리를 선택하세요</translation>
    </message>
    <message>
        <source>{where} was written by a newer version of tracker; upgrade the app to open it (its schema is {current}; this version knows up to {head})</source>
        <translation>{where}은(는) 더 새로운 버전의 tracker가 썼습니다. 열려면 앱을 업그레이드하세요(스키마 {current}, 이 버전은 {head}까지 압니다)</translation>
    </message>
    <message>
        <source>the library {where} is damaged: its table {table!r} has no column {column!r}, which its schema revision ({revision}) has; {fix}</source>
        <translation>라이브러리 {where}이(가) 손상되었습니다: 테이블 {table!r}에 스키마 리비전({revision})에 있는 열 {column!r}이(가) 없습니다. {fix}</translation>
    </message>
    <message>
        <source>its table {table!r}</source>
        <translation>테이블 {table!r}</translation>
    </message>
    <message>
        <source>its table {table!r} has the column {column!r}</source>
        <translation>테이블 {table!r}에 열 {column!r}이(가) 있음</translation>
    </message>
    <message>
        <source>{what}, which came with revision {revision}</source>
        <translation>{what}(리비전 {revision}에서 추가됨)</translation>
    </message>
    <message>
        <source>open the copy tracker made before its upgrade ({name}.bak-*) with --db</source>
        <translation>--db로 tracker가 업그레이드 전에 만든 사본({name}.bak-*)을 여세요</translation>
    </message>
    <message>
        <source>the library {where} says its schema is revision {current}, but its tables are of a later revision ({found}); it was left as it was: {restore}, or, if its tables are all of revision {latest}, record that in it (UPDATE alembic_version SET version_num = &apos;{latest}&apos;)</source>
        <translation>라이브러리 {where}은(는) 스키마가 리비전 {current}라고 하지만 테이블은 더 나중 리비전입니다({found}). 그대로 두었습니다: {restore}. 또는 테이블이 모두 리비전 {latest}이면 그렇게 기록하세요(UPDATE alembic_version SET version_num = &apos;{latest}&apos;)</translation>
    </message>
    <message>
        <source>the library {where} is not empty (its {table} table holds {held} rows): copy into a new, empty library, or bring shoes into this one with tracker export and tracker import</source>
        <translation>라이브러리 {where}이(가) 비어 있지 않습니다({table} 테이블에 {held}행). 비어 있는 새 라이브러리로 복사하거나, tracker export와 tracker import로 슈를 이 라이브러리에 가져오세요</translation>
    </message>
    <message>
        <source>copy cancelled; nothing was stored in the target</source>
        <translation>복사가 취소되었습니다. 대상에 아무것도 저장되지 않았습니다</translation>
    </message>
    <message>
        <source>a damaged row of the source library: {what}; nothing was copied: tracker export --format json writes the rest of the library, which tracker import stores in a new one</source>
        <translation>원본 라이브러리의 손상된 행: {what}. 아무것도 복사하지 않았습니다. tracker export --format json이 나머지를 내보내고, tracker import가 그것을 새 라이브러리에 저장합니다</translation>
    </message>
    <message>
        <source>the {table} table cannot be read ({reason})</source>
        <translation>{table} 테이블을 읽을 수 없습니다({reason})</translation>
    </message>
    <message>
        <source>a row of the {table} table after {last} cannot be read ({reason})</source>
        <translation>{table} 테이블에서 {last} 다음 행을 읽을 수 없습니다({reason})</translation>
    </message>
    <message>
        <source>{value:,} is past the {largest:,} a library takes</source>
        <translation>{value:,}은(는) 라이브러리가 받는 {largest:,}을(를) 넘습니다</translation>
    </message>
    <message>
        <source>it has {count:,} characters, more than the {length:,} a library takes</source>
        <translation>{count:,}자로, 라이브러리가 받는 {length:,}자를 넘습니다</translation>
    </message>
    <message>
        <source>it has a NUL character (\x00), which no library takes</source>
        <translation>NUL 문자(\x00)가 있어 어떤 라이브러리에도 저장할 수 없습니다</translation>
    </message>
    <message>
        <source>the {table} row of {key} cannot be copied: its {name}: {problem}; change it in the source library first; nothing was copied</source>
        <translation>{key}의 {table} 행을 복사할 수 없습니다: {name}: {problem}. 먼저 원본 라이브러리에서 고치세요. 아무것도 복사하지 않았습니다</translation>
    </message>
    <message>
        <source>Player draws on 0–5 and stands on 6 or 7</source>
        <translation>플레이어는 0–5에 드로우, 6 또는 7에 스탠드</translation>
    </message>
    <message>
        <source>a natural 8 or 9 on either side: both hands stand</source>
        <translation>어느 쪽이든 내추럴 8 또는 9: 양쪽 모두 스탠드</translation>
    </message>
    <message>
        <source>when the Player stands, Banker draws on 0–5 and stands on 6 or 7</source>
        <translation>플레이어가 스탠드하면 뱅커는 0–5에 드로우, 6 또는 7에 스탠드</translation>
    </message>
    <message>
        <source>{low} or {high}</source>
        <translation>{low} 또는 {high}</translation>
    </message>
    <message>
        <source>{low}–{high}</source>
        <translation>{low}–{high}</translation>
    </message>
    <message>
        <source>Banker {total} always draws</source>
        <translation>뱅커 {total}: 항상 드로우</translation>
    </message>
    <message>
        <source>Banker {total} always stands</source>
        <translation>뱅커 {total}: 항상 스탠드</translation>
    </message>
    <message>
        <source>Banker {total} draws unless the Player&apos;s third card is {values}</source>
        <translation>뱅커 {total}: 플레이어의 세 번째 카드가 {values}인 경우만 빼고 드로우</translation>
    </message>
    <message>
        <source>Banker {total} draws when the Player&apos;s third card is {values}</source>
        <translation>뱅커 {total}: 플레이어의 세 번째 카드가 {values}이면 드로우</translation>
    </message>
    <message>
        <source>Player natural {player} and Banker natural {banker} — {rule}</source>
        <translation>플레이어 내추럴 {player}, 뱅커 내추럴 {banker} — {rule}</translation>
    </message>
    <message>
        <source>Player natural {player} — {rule}</source>
        <translation>플레이어 내추럴 {player} — {rule}</translation>
    </message>
    <message>
        <source>Banker natural {banker} — {rule}</source>
        <translation>뱅커 내추럴 {banker} — {rule}</translation>
    </message>
    <message>
        <source>Player {total} draws — {rule}</source>
        <translation>플레이어 {total} 드로우 — {rule}</translation>
    </message>
    <message>
        <source>Player {total} stands — {rule}</source>
        <translation>플레이어 {total} 스탠드 — {rule}</translation>
    </message>
    <message>
        <source>Banker {total} draws on a third card of {third} — {rule}</source>
        <translation>세 번째 카드 {third}에 뱅커 {total} 드로우 — {rule}</translation>
    </message>
    <message>
        <source>Banker {total} stands on a third card of {third} — {rule}</source>
        <translation>세 번째 카드 {third}에 뱅커 {total} 스탠드 — {rule}</translation>
    </message>
    <message>
        <source>Banker {total} draws — {rule}</source>
        <translation>뱅커 {total} 드로우 — {rule}</translation>
    </message>
    <message>
        <source>Banker {total} stands — {rule}</source>
        <translation>뱅커 {total} 스탠드 — {rule}</translation>
    </message>
    <message>
        <source>Tie, {player} to {banker}</source>
        <translation>타이, {player} 대 {banker}</translation>
    </message>
    <message>
        <source>Banker wins, {banker} to {player}</source>
        <translation>뱅커 승, {banker} 대 {player}</translation>
    </message>
    <message>
        <source>Player wins, {player} to {banker}</source>
        <translation>플레이어 승, {player} 대 {banker}</translation>
    </message>
    <message>
        <source>{n} cards left before this hand</source>
        <translation>이 핸드 전 남은 카드 {n}장</translation>
    </message>
    <message>
        <source>the burn cards cannot come from the shoe ({reason})</source>
        <translation>번 카드가 이 슈에서 나올 수 없습니다 ({reason})</translation>
    </message>
    <message>
        <source>hand {number} records no cards, so the cards left after it are not known</source>
        <translation>핸드 {number}에 카드 기록이 없어 그 뒤의 남은 카드를 알 수 없습니다</translation>
    </message>
    <message>
        <source>the cards up to hand {number} cannot all come from the shoe</source>
        <translation>핸드 {number}까지의 카드가 모두 이 슈에서 나올 수는 없습니다</translation>
    </message>
    <message>
        <source>{n} cards left: too few for a coup</source>
        <translation>남은 카드 {n}장: 한 핸드에 부족합니다</translation>
    </message>
    <message>
        <source>Each side is dealt two cards first; this hand records fewer.</source>
        <translation>각 쪽은 먼저 카드 두 장을 받습니다. 이 핸드는 그보다 적게 기록되어 있습니다.</translation>
    </message>
    <message>
        <source>By the rules this hand needs more cards than are recorded (the problem says which).</source>
        <translation>규칙상 이 핸드에는 기록된 것보다 많은 카드가 필요합니다 (문제에 어떤 카드인지 나옵니다).</translation>
    </message>
    <message>
        <source>As recorded, the Player holds {player} cards and the Banker {banker}: the rules give {rules_player} and {rules_banker}.</source>
        <translation>기록상 플레이어 카드 {player}장, 뱅커 {banker}장이지만 규칙으로는 {rules_player}장과 {rules_banker}장입니다.</translation>
    </message>
    <message>
        <source>no shoe was stored after this one from the same file</source>
        <translation>같은 파일에서 이 슈 다음에 저장된 슈가 없습니다</translation>
    </message>
    <message>
        <source>{error}: undo refused; the shoe is shown as it is now</source>
        <translation>{error}: 실행 취소가 거부됨; 슈를 현재 상태로 표시합니다</translation>
    </message>
    <message>
        <source>{error}: redo refused; the shoe is shown as it is now</source>
        <translation>{error}: 다시 실행이 거부됨; 슈를 현재 상태로 표시합니다</translation>
    </message>
    <message>
        <source>another tracker changed the shoe meanwhile</source>
        <translation>그 사이 다른 tracker가 슈를 변경했습니다</translation>
    </message>
    <message>
        <source>{error}: the edit was refused; the shoe is shown as it is now</source>
        <translation>{error}: 수정이 거부됨; 슈를 현재 상태로 표시합니다</translation>
    </message>
    <message>
        <source>{error}: the delete was refused; the shoe is shown as it is now</source>
        <translation>{error}: 삭제가 거부됨; 슈를 현재 상태로 표시합니다</translation>
    </message>
    <message>
        <source>{field}: expected a whole number above {above}, not {given!r}</source>
        <translation>{field}: {above}보다 큰 정수여야 합니다 ({given!r} 아님)</translation>
    </message>
    <message>
        <source>{field}: expected a number above {above}, not {given!r}</source>
        <translation>{field}: {above}보다 큰 수여야 합니다 ({given!r} 아님)</translation>
    </message>
    <message>
        <source>{field}: expected a whole number, not {given!r}</source>
        <translation>{field}: 정수여야 합니다 ({given!r} 아님)</translation>
    </message>
    <message>
        <source>{field}: expected a number, not {given!r}</source>
        <translation>{field}: 수여야 합니다 ({given!r} 아님)</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>기준값</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>베팅액</translation>
    </message>
    <message>
        <source>Bankroll</source>
        <translation>자금</translation>
    </message>
    <message>
        <source>Seed: expected a whole number from 0 to 2**64 - 1 (or empty for a random seed), not {given!r}</source>
        <translation>시드: 0부터 2**64 - 1까지의 정수여야 합니다 (비우면 무작위 시드), {given!r} 아님</translation>
    </message>
    <message>
        <source>Table: {reason}</source>
        <translation>테이블: {reason}</translation>
    </message>
    <message>
        <source>unknown card {token!r}: {reason}</source>
        <translation>알 수 없는 카드 {token!r}: {reason}</translation>
    </message>
    <message>
        <source>{place}: {reason}</source>
        <translation>{place}: {reason}</translation>
    </message>
    <message>
        <source>decks must be a whole number from {low} to {high}, not {decks!r}</source>
        <translation>덱 수는 {low}에서 {high} 사이의 정수여야 합니다. {decks!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>card {number} ({card}): the shoe holds no more ten-value cards</source>
        <translation>{number}번째 카드({card}): 슈에 10점 카드가 더 이상 없습니다</translation>
    </message>
    <message>
        <source>an {decks}-deck shoe</source>
        <translation>{decks}덱 슈</translation>
    </message>
    <message>
        <source>a {decks}-deck shoe</source>
        <translation>{decks}덱 슈</translation>
    </message>
    <message>
        <source>expected a rank (A or 1, 2-9, T or 10, J, Q, K; a bare 0 for any ten-value card) optionally followed by a suit (S, H, D, C)</source>
        <translation>랭크(A 또는 1, 2-9, T 또는 10, J, Q, K; 10점 카드는 0만 써도 됨)가 와야 하며, 그 뒤에 무늬(S, H, D, C)를 붙일 수 있습니다</translation>
    </message>
    <message>
        <source>empty card</source>
        <translation>빈 카드</translation>
    </message>
    <message>
        <source>{where}, card {number}</source>
        <translation>{where}, {number}번째 카드</translation>
    </message>
    <message>
        <source>card {number}</source>
        <translation>{number}번째 카드</translation>
    </message>
    <message>
        <source>card {number} ({card}): the shoe holds no more cards of rank {rank}</source>
        <translation>{number}번째 카드({card}): 슈에 랭크 {rank} 카드가 더 이상 없습니다</translation>
    </message>
    <message>
        <source>card {number} ({card}): {shoe} holds only {count} of it</source>
        <translation>{number}번째 카드({card}): {shoe}에는 이 카드가 {count}장뿐입니다</translation>
    </message>
    <message>
        <source>a count tags 13 ranks, not {count}</source>
        <translation>카운팅은 13개 랭크에 값을 매깁니다. {count}개가 아닙니다</translation>
    </message>
    <message>
        <source>a betting rule is one of {rules}, not {rule!r}</source>
        <translation>베팅 규칙은 {rules} 중 하나여야 합니다. {rule!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>the lab plays the side bets {bets}, not {bet!r}</source>
        <translation>실험실에서는 사이드 베팅 {bets}만 합니다. {bet!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>the stake must be more than 0, not {stake}</source>
        <translation>베팅액은 0보다 커야 합니다. {stake}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>--tags: {item!r} is not RANK:VALUE with a rank of A, 2–9, T, J, Q, K</source>
        <translation>--tags: {item!r}은(는) 랭크:값(랭크는 A, 2–9, T, J, Q, K) 형식이 아닙니다</translation>
    </message>
    <message>
        <source>--tags: the value of {rank} must be a whole number, not {value!r}</source>
        <translation>--tags: {rank}의 값은 정수여야 합니다. {value!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>--tags: the rank {rank} is given twice</source>
        <translation>--tags: 랭크 {rank}이(가) 두 번 주어졌습니다</translation>
    </message>
    <message>
        <source>--tags: give at least one rank&apos;s value, e.g. 8:2,9:2,4:-1</source>
        <translation>--tags: 랭크 값을 하나 이상 주세요. 예: 8:2,9:2,4:-1</translation>
    </message>
    <message>
        <source>--bet-when: expected rc&gt;N or rc&gt;=N (N whole) or tc&gt;=N, not {text!r}</source>
        <translation>--bet-when: rc&gt;N 또는 rc&gt;=N(N은 정수) 또는 tc&gt;=N이어야 합니다. {text!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>--after-cut is one or stop, not {after_cut!r}</source>
        <translation>--after-cut은 one 또는 stop입니다. {after_cut!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>the number of shoes must be 1 or more, not {shoes}</source>
        <translation>슈 수는 1 이상이어야 합니다. {shoes}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>the coup needed a card number {needed} but only {had} were there to deal</source>
        <translation>이 핸드에는 {needed}번째 카드가 필요했지만 돌릴 카드가 {had}장뿐이었습니다</translation>
    </message>
    <message>
        <source>only {cards} card left</source>
        <translation>카드가 {cards}장만 남았습니다</translation>
    </message>
    <message>
        <source>only {cards} cards left</source>
        <translation>카드가 {cards}장만 남았습니다</translation>
    </message>
    <message>
        <source>{left}: how far one card moves the odds needs {needed}, since a coup can need {least} cards after one is taken out</source>
        <translation>{left}: 카드 한 장이 확률을 얼마나 바꾸는지 보려면 {needed}장이 필요합니다. 한 장을 뺀 뒤에도 한 핸드에 {least}장이 필요할 수 있기 때문입니다</translation>
    </message>
    <message>
        <source>{left}: a coup can need {least} cards, so the odds of the next hand are not defined (a shoe this short is reshuffled before another hand)</source>
        <translation>{left}: 한 핸드에 {least}장이 필요할 수 있으므로 다음 핸드의 확률은 정해지지 않습니다(이만큼 짧은 슈는 다음 핸드 전에 다시 섞습니다)</translation>
    </message>
    <message>
        <source>the composition has a negative count of some value</source>
        <translation>카드 구성에서 어떤 값의 개수가 음수입니다</translation>
    </message>
    <message>
        <source>a seed must be a whole number from 0 to {limit}, not {seed!r}</source>
        <translation>시드는 0에서 {limit} 사이의 정수여야 합니다. {seed!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>winner must be B, P or T (or Banker, Player, Tie), not {text!r}</source>
        <translation>승자는 B, P 또는 T(또는 Banker, Player, Tie)여야 합니다. {text!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>Banker commission must be 5 or 4 percent, not {commission!r}</source>
        <translation>뱅커 커미션은 5% 또는 4%여야 합니다. {commission!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>Tie must pay 8 or 9 to 1, not {pays!r}</source>
        <translation>타이는 8 대 1 또는 9 대 1이어야 합니다. {pays!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>pair bets pay 11 to 1, not {pays!r}</source>
        <translation>페어 베팅은 11 대 1입니다. {pays!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>hands after the cut card must be 0 to 3, not {hands}</source>
        <translation>컷 카드 이후 핸드 수는 0에서 3이어야 합니다. {hands}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>the cut card must leave {least} to {most} cards behind it in {shoe}, not {cut}</source>
        <translation>{shoe}에서 컷 카드 뒤에는 {least}~{most}장이 남아야 합니다. {cut}장은 안 됩니다</translation>
    </message>
    <message>
        <source>unknown rule {rule!r}</source>
        <translation>알 수 없는 규칙 {rule!r}</translation>
    </message>
    <message>
        <source>a stake must be an exact amount (int or Decimal), not {stake!r}</source>
        <translation>베팅액은 정확한 금액(int 또는 Decimal)이어야 합니다. {stake!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>a stake must be a positive amount, not {stake}</source>
        <translation>베팅액은 양수여야 합니다. {stake}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>{bet}: the first two cards are ten-value cards of unknown rank</source>
        <translation>{bet}: 처음 두 장이 랭크를 모르는 10점 카드입니다</translation>
    </message>
    <message>
        <source>the shoe is finished: the cut card came out and the last hand was dealt; shuffle a new shoe</source>
        <translation>슈가 끝났습니다: 컷 카드가 나왔고 마지막 핸드가 돌았습니다. 새 슈를 섞으세요</translation>
    </message>
    <message>
        <source>{bet}: a stake cannot be negative ({stake})</source>
        <translation>{bet}: 베팅액은 음수일 수 없습니다({stake})</translation>
    </message>
    <message>
        <source>{bet} is not turned on at this table</source>
        <translation>이 테이블에서는 {bet}이(가) 켜져 있지 않습니다</translation>
    </message>
    <message>
        <source>{bet} needs a bet on Player, Banker or Tie beside it</source>
        <translation>{bet}에는 플레이어, 뱅커 또는 타이 베팅이 함께 있어야 합니다</translation>
    </message>
    <message>
        <source>{bet}: a side bet of {stake} is more than the main bet of {main}; this table allows a side bet up to the main bet</source>
        <translation>{bet}: 사이드 베팅 {stake}이(가) 메인 베팅 {main}보다 큽니다. 이 테이블은 사이드 베팅을 메인 베팅까지만 허용합니다</translation>
    </message>
    <message>
        <source>{where}: expected an object, not {data!r}</source>
        <translation>{where}: 객체여야 합니다. {data!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>{where}.enabled: expected a list of side bet ids</source>
        <translation>{where}.enabled: 사이드 베팅 id 목록이어야 합니다</translation>
    </message>
    <message>
        <source>expected a side bet id, not {bet_id!r}</source>
        <translation>사이드 베팅 id여야 합니다. {bet_id!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>{where}.enabled[{i}]: {reason}</source>
        <translation>{where}.enabled[{i}]: {reason}</translation>
    </message>
    <message>
        <source>{where}.main_bet: expected one of {choices}, not {raw!r}</source>
        <translation>{where}.main_bet: {choices} 중 하나여야 합니다. {raw!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>no side bet {bet_id!r}: the side bets are {ids}</source>
        <translation>사이드 베팅 {bet_id!r}은(는) 없습니다. 사이드 베팅은 {ids}입니다</translation>
    </message>
    <message>
        <source>{bet}: the Player&apos;s first two cards are ten-value cards of unknown rank, so whether they are a pair is not known</source>
        <translation>{bet}: 플레이어의 처음 두 장이 랭크를 모르는 10점 카드라서 페어인지 알 수 없습니다</translation>
    </message>
    <message>
        <source>{bet}: the Banker&apos;s first two cards are ten-value cards of unknown rank, so whether they are a pair is not known</source>
        <translation>{bet}: 뱅커의 처음 두 장이 랭크를 모르는 10점 카드라서 페어인지 알 수 없습니다</translation>
    </message>
    <message>
        <source>a file name that is not UTF-8 text cannot be shown or stored (it holds {name}); rename the file with UTF-8 characters and try again</source>
        <translation>UTF-8 텍스트가 아닌 파일 이름은 표시하거나 저장할 수 없습니다({name} 포함). UTF-8 문자로 파일 이름을 바꾼 뒤 다시 시도하세요</translation>
    </message>
    <message>
        <source>the output cannot be shown in this terminal&apos;s encoding ({encoding}): {text} has no place in it; use a UTF-8 terminal, or set PYTHONIOENCODING=utf-8</source>
        <translation>이 터미널의 인코딩({encoding})으로는 출력을 표시할 수 없습니다: {text}을(를) 나타낼 수 없습니다. UTF-8 터미널을 쓰거나 PYTHONIOENCODING=utf-8을 설정하세요</translation>
    </message>
    <message>
        <source>text that is not {encoding} where it was expected ({reason}); set PYTHONIOENCODING=utf-8 or save the input as UTF-8</source>
        <translation>{encoding} 텍스트가 와야 할 곳에 다른 텍스트가 있습니다({reason}). PYTHONIOENCODING=utf-8을 설정하거나 입력을 UTF-8로 저장하세요</translation>
    </message>
    <message>
        <source>the disk is full ({reason}); make room and try again</source>
        <translation>디스크가 가득 찼습니다({reason}). 공간을 확보한 뒤 다시 시도하세요</translation>
    </message>
    <message>
        <source>permission denied ({reason}); check who may read and write it</source>
        <translation>권한이 없습니다({reason}). 누가 읽고 쓸 수 있는지 확인하세요</translation>
    </message>
    <message>
        <source>the output&apos;s reader went away (broken pipe)</source>
        <translation>출력을 읽던 쪽이 사라졌습니다(끊어진 파이프)</translation>
    </message>
    <message>
        <source>line {line}, hand {hand}: records no winner and no cards</source>
        <translation>{line}행, {hand}번째 핸드: 승자도 카드도 기록되지 않았습니다</translation>
    </message>
    <message>
        <source>hand {hand}: records no winner and no cards</source>
        <translation>{hand}번째 핸드: 승자도 카드도 기록되지 않았습니다</translation>
    </message>
    <message>
        <source>{where}: character {position} is {char!r}; expected B, P or T (spaces are ignored)</source>
        <translation>{where}: {position}번째 문자가 {char!r}입니다. B, P 또는 T여야 합니다(공백은 무시)</translation>
    </message>
    <message>
        <source>a vertical tab</source>
        <translation>세로 탭</translation>
    </message>
    <message>
        <source>a form feed</source>
        <translation>폼 피드</translation>
    </message>
    <message>
        <source>a file separator</source>
        <translation>파일 구분 문자</translation>
    </message>
    <message>
        <source>a group separator</source>
        <translation>그룹 구분 문자</translation>
    </message>
    <message>
        <source>a record separator</source>
        <translation>레코드 구분 문자</translation>
    </message>
    <message>
        <source>a next-line character, NEL</source>
        <translation>다음 줄 문자 NEL</translation>
    </message>
    <message>
        <source>a line separator</source>
        <translation>줄 구분 문자</translation>
    </message>
    <message>
        <source>a paragraph separator</source>
        <translation>단락 구분 문자</translation>
    </message>
    <message>
        <source>{code} ({name}) ends a line for some programs but not in a bead file, whose lines end in a line feed: save the file with ordinary line ends</source>
        <translation>{code}({name})은(는) 일부 프로그램에서는 줄을 끝내지만 비드 파일에서는 아닙니다. 비드 파일의 줄은 줄 바꿈 문자로 끝납니다. 일반 줄 끝으로 파일을 저장하세요</translation>
    </message>
    <message>
        <source>{char!r} is not a bead letter: a bead string holds B, P and T (a label ends with a colon, # starts a comment)</source>
        <translation>{char!r}은(는) 비드 문자가 아닙니다. 비드 문자열에는 B, P, T만 있습니다(라벨은 콜론으로 끝나고, #은 주석의 시작)</translation>
    </message>
    <message>
        <source>a shoe of more than {cap:,} hands (the cap on one shoe; an 8-deck shoe deals at most 104)</source>
        <translation>{cap:,}핸드가 넘는 슈(슈 하나의 상한; 8덱 슈는 최대 104핸드)</translation>
    </message>
    <message>
        <source>decks must be a whole number from 1 to 8, not {text!r}</source>
        <translation>덱 수는 1에서 8 사이의 정수여야 합니다. {text!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>a start time must be ISO 8601 (2025-08-09T00:26:15+00:00), not {text!r}</source>
        <translation>시작 시각은 ISO 8601(2025-08-09T00:26:15+00:00) 형식이어야 합니다. {text!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>shoe_first_time_ms must be Unix time in milliseconds, not {text!r}</source>
        <translation>shoe_first_time_ms는 밀리초 단위 Unix 시간이어야 합니다. {text!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>a shoe&apos;s kind must be one of {names}, not {text!r}</source>
        <translation>슈의 종류는 {names} 중 하나여야 합니다. {text!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>rules are words name=value with the names {known}; not {word!r}</source>
        <translation>규칙은 이름=값 형식의 단어이며 이름은 {known}입니다. {word!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>{name} must be 1 or 0 (or true, false), not {value!r}</source>
        <translation>{name}은(는) 1 또는 0(또는 true, false)이어야 합니다. {value!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>{name} must be a whole number, not {value!r}</source>
        <translation>{name}은(는) 정수여야 합니다. {value!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>the cut card must be a whole number of cards from 0 to {cap:,}, not {text!r}</source>
        <translation>컷 카드는 0에서 {cap:,} 사이의 정수 장수여야 합니다. {text!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>a JSON value nested deeper than {depth} levels of lists and objects</source>
        <translation>JSON 값이 목록과 객체로 {depth}단계보다 깊게 중첩되어 있습니다</translation>
    </message>
    <message>
        <source>not a JSON object: {reason}</source>
        <translation>JSON 객체가 아닙니다: {reason}</translation>
    </message>
    <message>
        <source>must be a JSON object ({{…}}), not {text!r}</source>
        <translation>JSON 객체({{…}})여야 합니다. {text!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>a JSON value nested deeper than {depth} levels</source>
        <translation>JSON 값이 {depth}단계보다 깊게 중첩되어 있습니다</translation>
    </message>
    <message>
        <source>text with half of a UTF-16 surrogate pair (such as \ud800), which no UTF-8 text can hold</source>
        <translation>UTF-16 서로게이트 쌍의 반쪽(예: \ud800)이 든 텍스트로, UTF-8 텍스트에는 담을 수 없습니다</translation>
    </message>
    <message>
        <source>a total must be a whole number from 0 to 9, not {text!r}</source>
        <translation>합계는 0에서 9 사이의 정수여야 합니다. {text!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>a flag must be 1 or 0 (or true, false), not {text!r}</source>
        <translation>플래그는 1 또는 0(또는 true, false)이어야 합니다. {text!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>a hand number must be a whole number 1, 2, … up to {cap:,}, not {text!r}</source>
        <translation>핸드 번호는 1, 2, … 최대 {cap:,}의 정수여야 합니다. {text!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>unknown card {token!r} (card {number}): {reason}</source>
        <translation>알 수 없는 카드 {token!r}({number}번째 카드): {reason}</translation>
    </message>
    <message>
        <source>a cell of {length:,} characters, past the cap of {cap:,}</source>
        <translation>{length:,}자 셀로, 상한 {cap:,}자를 넘습니다</translation>
    </message>
    <message>
        <source>the quote (&quot;) that opens this cell is not closed on its line, so the cell runs on over {lines} more line: a closing quote missing?</source>
        <translation>이 셀을 여는 따옴표(&quot;)가 그 줄에서 닫히지 않아 셀이 {lines}줄 더 이어집니다. 닫는 따옴표가 빠졌나요?</translation>
    </message>
    <message>
        <source>the quote (&quot;) that opens this cell is not closed on its line, so the cell runs on over {lines} more lines: a closing quote missing?</source>
        <translation>이 셀을 여는 따옴표(&quot;)가 그 줄에서 닫히지 않아 셀이 {lines}줄 더 이어집니다. 닫는 따옴표가 빠졌나요?</translation>
    </message>
    <message>
        <source>not a hands CSV: the header names none of the columns shoe, hand, player, banker, winner</source>
        <translation>핸드 CSV가 아닙니다: 머리글에 shoe, hand, player, banker, winner 열이 하나도 없습니다</translation>
    </message>
    <message>
        <source>missing column {missing!r}: a hands CSV with {have!r} cards needs both sides</source>
        <translation>{missing!r} 열이 없습니다: {have!r} 카드가 있는 핸드 CSV에는 양쪽이 모두 필요합니다</translation>
    </message>
    <message>
        <source>missing column &apos;winner&apos; (or &apos;player&apos; and &apos;banker&apos; for cards): every hand needs its cards or its winner</source>
        <translation>&apos;winner&apos; 열(또는 카드용 &apos;player&apos;와 &apos;banker&apos;)이 없습니다: 모든 핸드에는 카드나 승자가 필요합니다</translation>
    </message>
    <message>
        <source>shoe {label!r} has more than {cap:,} hands (the cap on one shoe; an 8-deck shoe deals at most 104): is the shoe column missing?</source>
        <translation>슈 {label!r}의 핸드가 {cap:,}개를 넘습니다(슈 하나의 상한; 8덱 슈는 최대 104핸드). shoe 열이 빠졌나요?</translation>
    </message>
    <message>
        <source>a row needs cards (player and banker) or a winner</source>
        <translation>행마다 카드(player와 banker) 또는 승자가 필요합니다</translation>
    </message>
    <message>
        <source>not a readable CSV row: {reason}</source>
        <translation>읽을 수 없는 CSV 행: {reason}</translation>
    </message>
    <message>
        <source>{place}, line {line}</source>
        <translation>{place}, {line}행</translation>
    </message>
    <message>
        <source>{place}, {part}</source>
        <translation>{place}, {part}</translation>
    </message>
    <message>
        <source>field {field}</source>
        <translation>필드 {field}</translation>
    </message>
    <message>
        <source>column {column}</source>
        <translation>{column}열</translation>
    </message>
    <message>
        <source>field {field!r}</source>
        <translation>필드 {field!r}</translation>
    </message>
    <message>
        <source>column {column!r}</source>
        <translation>열 {column!r}</translation>
    </message>
    <message>
        <source>expected a field name in double quotes (a &apos;,&apos; too many before &apos;}}&apos;?)</source>
        <translation>큰따옴표로 묶은 필드 이름이 와야 합니다(&apos;}}&apos; 앞에 &apos;,&apos;가 하나 더 있나요?)</translation>
    </message>
    <message>
        <source>expected a value (a number, text in double quotes, true, false, null, a list or an object)</source>
        <translation>값이 와야 합니다(숫자, 큰따옴표 안의 텍스트, true, false, null, 목록 또는 객체)</translation>
    </message>
    <message>
        <source>the text in double quotes that starts here never ends</source>
        <translation>여기서 시작하는 큰따옴표 텍스트가 끝나지 않습니다</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; between two values</source>
        <translation>두 값 사이에 &apos;,&apos;가 있어야 합니다</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after a field name</source>
        <translation>필드 이름 뒤에 &apos;:&apos;가 있어야 합니다</translation>
    </message>
    <message>
        <source>a line break or control character inside text in double quotes</source>
        <translation>큰따옴표 텍스트 안에 줄 바꿈이나 제어 문자가 있습니다</translation>
    </message>
    <message>
        <source>a backslash that starts no valid escape</source>
        <translation>유효한 이스케이프를 시작하지 않는 역슬래시</translation>
    </message>
    <message>
        <source>the end of the file (cut short?)</source>
        <translation>파일의 끝(잘렸나요?)</translation>
    </message>
    <message>
        <source>not valid shoe JSON: expected {what}, found {found}</source>
        <translation>올바른 슈 JSON이 아닙니다: {what}이(가) 와야 하는데 {found}이(가) 있습니다</translation>
    </message>
    <message>
        <source>a value nested deeper than {depth} levels of lists and objects</source>
        <translation>값이 목록과 객체로 {depth}단계보다 깊게 중첩되어 있습니다</translation>
    </message>
    <message>
        <source>a number too long to read ({reason})</source>
        <translation>숫자가 너무 길어 읽을 수 없습니다({reason})</translation>
    </message>
    <message>
        <source>a value longer than {cap:,} characters (the cap on one hand or one field of a shoe): not a shoe JSON value</source>
        <translation>{cap:,}자보다 긴 값(한 핸드나 슈 필드 하나의 상한): 슈 JSON 값이 아닙니다</translation>
    </message>
    <message>
        <source>nested deeper than {depth} levels</source>
        <translation>{depth}단계보다 깊게 중첩되어 있습니다</translation>
    </message>
    <message>
        <source>{reason}; the file ends there (cut short?)</source>
        <translation>{reason}. 파일이 거기서 끝납니다(잘렸나요?)</translation>
    </message>
    <message>
        <source>not valid JSON: {reason}</source>
        <translation>올바른 JSON이 아닙니다: {reason}</translation>
    </message>
    <message>
        <source>not valid JSON: an object key must be a string</source>
        <translation>올바른 JSON이 아닙니다: 객체의 키는 문자열이어야 합니다</translation>
    </message>
    <message>
        <source>cards must be a list of card strings such as &quot;9H&quot;</source>
        <translation>카드는 &quot;9H&quot; 같은 카드 문자열의 목록이어야 합니다</translation>
    </message>
    <message>
        <source>expected true or false, not {value!r}</source>
        <translation>true 또는 false여야 합니다. {value!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>expected a whole number, not {value!r}</source>
        <translation>정수여야 합니다. {value!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>expected text, not {value!r}</source>
        <translation>텍스트여야 합니다. {value!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>expected an object, not {value!r}</source>
        <translation>객체여야 합니다. {value!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>expected {kind}, not {value!r}</source>
        <translation>{kind}이(가) 와야 합니다. {value!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>a total must be 0 to 9, not {value}</source>
        <translation>합계는 0에서 9여야 합니다. {value}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>hand {position} must be an object</source>
        <translation>{position}번째 핸드는 객체여야 합니다</translation>
    </message>
    <message>
        <source>extra must be an object of text values</source>
        <translation>extra는 텍스트 값의 객체여야 합니다</translation>
    </message>
    <message>
        <source>shoe {label!r} gives its label only after its first {hands:,} hands: a shoe this long is checked as it is read, so its label must come before its hands</source>
        <translation>슈 {label!r}은(는) 처음 {hands:,}핸드 뒤에야 라벨을 줍니다. 이만큼 긴 슈는 읽으면서 검사하므로 라벨이 핸드보다 먼저 와야 합니다</translation>
    </message>
    <message>
        <source>shoe {position} ({label!r})</source>
        <translation>슈 {position}({label!r})</translation>
    </message>
    <message>
        <source>shoe {position}</source>
        <translation>슈 {position}</translation>
    </message>
    <message>
        <source>{name}: its notes and extra hold more than {cap:,} characters in all (the cap on one shoe&apos;s notes and extra)</source>
        <translation>{name}: 메모와 extra가 모두 합쳐 {cap:,}자를 넘습니다(슈 하나의 메모와 extra 상한)</translation>
    </message>
    <message>
        <source>kind must be one of {names}, not {kind!r}</source>
        <translation>kind는 {names} 중 하나여야 합니다. {kind!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>not an ISO 8601 time: {text!r}</source>
        <translation>ISO 8601 시각이 아닙니다: {text!r}</translation>
    </message>
    <message>
        <source>cut_card must be 0 to {cap:,}, not {cut_card}</source>
        <translation>cut_card는 0에서 {cap:,}이어야 합니다. {cut_card}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>extra must be an object</source>
        <translation>extra는 객체여야 합니다</translation>
    </message>
    <message>
        <source>not a tracker shoe JSON document: expected an object with format_version</source>
        <translation>tracker 슈 JSON 문서가 아닙니다: format_version이 있는 객체여야 합니다</translation>
    </message>
    <message>
        <source>format_version must be a whole number</source>
        <translation>format_version은 정수여야 합니다</translation>
    </message>
    <message>
        <source>format_version {version} was written by a newer tracker; this one reads format_version {ours}: update tracker to read the file</source>
        <translation>format_version {version}은(는) 더 새로운 tracker가 썼습니다. 이 버전은 format_version {ours}을(를) 읽습니다. 파일을 읽으려면 tracker를 업데이트하세요</translation>
    </message>
    <message>
        <source>format_version {version} does not exist; expected {ours}</source>
        <translation>format_version {version}은(는) 없습니다. {ours}이어야 합니다</translation>
    </message>
    <message>
        <source>format_version must come before shoes (not a tracker shoe JSON document?)</source>
        <translation>format_version은 shoes보다 앞에 와야 합니다(tracker 슈 JSON 문서가 아닌가요?)</translation>
    </message>
    <message>
        <source>not valid JSON: more text after the document</source>
        <translation>올바른 JSON이 아닙니다: 문서 뒤에 텍스트가 더 있습니다</translation>
    </message>
    <message>
        <source>not a tracker shoe JSON document: no format_version</source>
        <translation>tracker 슈 JSON 문서가 아닙니다: format_version이 없습니다</translation>
    </message>
    <message>
        <source>the start time {started} is out of range in UTC (years 1 to 9999)</source>
        <translation>시작 시각 {started}이(가) UTC로 범위를 벗어납니다(1년~9999년)</translation>
    </message>
    <message>
        <source>{place}: {reason}; nothing was written</source>
        <translation>{place}: {reason}. 아무것도 쓰지 않았습니다</translation>
    </message>
    <message>
        <source>cannot follow the link ({reason})</source>
        <translation>링크를 따라갈 수 없습니다({reason})</translation>
    </message>
    <message>
        <source>this is the library itself; an output never replaces it</source>
        <translation>이것은 라이브러리 자체입니다. 출력은 절대 이를 대체하지 않습니다</translation>
    </message>
    <message>
        <source>cannot write the file: it is a folder; give a file name</source>
        <translation>파일을 쓸 수 없습니다: 폴더입니다. 파일 이름을 주세요</translation>
    </message>
    <message>
        <source>this is an SQLite database (a tracker library?); an output never replaces one: choose another file name</source>
        <translation>SQLite 데이터베이스입니다(tracker 라이브러리?). 출력은 절대 이를 대체하지 않습니다. 다른 파일 이름을 고르세요</translation>
    </message>
    <message>
        <source>cannot write the file: {reason}</source>
        <translation>파일을 쓸 수 없습니다: {reason}</translation>
    </message>
    <message>
        <source>the folder {folder} does not exist</source>
        <translation>폴더 {folder}이(가) 없습니다</translation>
    </message>
    <message>
        <source>{folder} is not a folder</source>
        <translation>{folder}은(는) 폴더가 아닙니다</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>디스크가 가득 찼습니다</translation>
    </message>
    <message>
        <source>not UTF-8 text: it holds NUL bytes (binary data, or UTF-16 text without a byte-order mark; save the file as UTF-8)</source>
        <translation>UTF-8 텍스트가 아닙니다: NUL 바이트가 있습니다(바이너리 데이터이거나 바이트 순서 표시가 없는 UTF-16 텍스트. 파일을 UTF-8로 저장하세요)</translation>
    </message>
    <message>
        <source>not a shoe file: this line is neither a hands-CSV header (naming shoe, hand, player, banker or winner columns), a bead string (B, P, T) nor shoe JSON</source>
        <translation>슈 파일이 아닙니다: 이 줄은 핸드 CSV 머리글(shoe, hand, player, banker, winner 열), 비드 문자열(B, P, T), 슈 JSON 중 어느 것도 아닙니다</translation>
    </message>
    <message>
        <source>a ZIP archive or an Excel/OpenDocument workbook (.xlsx, .ods)</source>
        <translation>ZIP 압축 파일 또는 Excel/OpenDocument 통합 문서(.xlsx, .ods)</translation>
    </message>
    <message>
        <source>an old Excel workbook (.xls) or Office file</source>
        <translation>예전 Excel 통합 문서(.xls) 또는 Office 파일</translation>
    </message>
    <message>
        <source>a PNG image</source>
        <translation>PNG 이미지</translation>
    </message>
    <message>
        <source>a JPEG image</source>
        <translation>JPEG 이미지</translation>
    </message>
    <message>
        <source>a GIF image</source>
        <translation>GIF 이미지</translation>
    </message>
    <message>
        <source>a PDF document</source>
        <translation>PDF 문서</translation>
    </message>
    <message>
        <source>an SQLite database (a tracker library?)</source>
        <translation>SQLite 데이터베이스(tracker 라이브러리?)</translation>
    </message>
    <message>
        <source>not a shoe file: this is {kind}, not text: save the sheet as CSV UTF-8 and validate that (a shoe file is a hands CSV, bead strings or shoe JSON)</source>
        <translation>슈 파일이 아닙니다: 텍스트가 아니라 {kind}입니다. 시트를 CSV UTF-8로 저장해서 검증하세요(슈 파일은 핸드 CSV, 비드 문자열 또는 슈 JSON입니다)</translation>
    </message>
    <message>
        <source>not a shoe file: this is {kind}, not text (a shoe file is a hands CSV, bead strings or shoe JSON)</source>
        <translation>슈 파일이 아닙니다: 텍스트가 아니라 {kind}입니다(슈 파일은 핸드 CSV, 비드 문자열 또는 슈 JSON입니다)</translation>
    </message>
    <message>
        <source>Windows-1252 or Latin-1</source>
        <translation>Windows-1252 또는 Latin-1</translation>
    </message>
    <message>
        <source>a double-byte encoding such as Korean CP949/EUC-KR, Chinese GBK or Japanese Shift-JIS</source>
        <translation>한국어 CP949/EUC-KR, 중국어 GBK, 일본어 Shift-JIS 같은 2바이트 인코딩</translation>
    </message>
    <message>
        <source>no data came for {seconds} seconds: a pipe or FIFO with no program writing to it (or one that stopped); nothing was read</source>
        <translation>{seconds}초 동안 데이터가 오지 않았습니다: 쓰는 프로그램이 없는(또는 멈춘) 파이프나 FIFO입니다. 아무것도 읽지 않았습니다</translation>
    </message>
    <message>
        <source>the compressed file expands more than {times} times (past {mib} MiB): not a shoe file (a gzip bomb?); nothing was read</source>
        <translation>압축 파일이 {times}배 넘게 늘어납니다({mib} MiB 이후): 슈 파일이 아닙니다(gzip 폭탄?). 아무것도 읽지 않았습니다</translation>
    </message>
    <message>
        <source>the line is longer than {limit:,} bytes (the cap on a line): not a row or bead string of a shoe file</source>
        <translation>줄이 {limit:,}바이트보다 깁니다(한 줄의 상한): 슈 파일의 행이나 비드 문자열이 아닙니다</translation>
    </message>
    <message>
        <source>not UTF-8 text: save the file as UTF-8</source>
        <translation>UTF-8 텍스트가 아닙니다: 파일을 UTF-8로 저장하세요</translation>
    </message>
    <message>
        <source>this is {encoding} text, not UTF-8: save the file as UTF-8</source>
        <translation>UTF-8이 아니라 {encoding} 텍스트입니다: 파일을 UTF-8로 저장하세요</translation>
    </message>
    <message>
        <source>not UTF-8 text: byte {byte} (perhaps {encoding}; save the file as UTF-8)</source>
        <translation>UTF-8 텍스트가 아닙니다: 바이트 {byte}(아마 {encoding}. 파일을 UTF-8로 저장하세요)</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>UTF-8 텍스트가 아닙니다</translation>
    </message>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation>파일을 읽을 수 없습니다: {reason}</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>그런 파일이 없습니다</translation>
    </message>
    <message>
        <source>a folder, not a shoe file</source>
        <translation>슈 파일이 아니라 폴더입니다</translation>
    </message>
    <message>
        <source>permission denied: cannot read the file</source>
        <translation>권한이 없습니다: 파일을 읽을 수 없습니다</translation>
    </message>
    <message>
        <source>damaged gzip file: {reason}</source>
        <translation>손상된 gzip 파일: {reason}</translation>
    </message>
    <message>
        <source>no rules: write one a line, like &apos;after B B P bet P 2 units&apos;</source>
        <translation>규칙이 없습니다: &apos;after B B P bet P 2 units&apos;처럼 한 줄에 하나씩 쓰세요</translation>
    </message>
    <message>
        <source>expected &apos;after&apos; to start a rule, found {word!r}</source>
        <translation>규칙은 &apos;after&apos;로 시작해야 하는데 {word!r}이(가) 있습니다</translation>
    </message>
    <message>
        <source>expected B, P or T in the pattern, found {letter!r}</source>
        <translation>패턴에는 B, P 또는 T가 와야 하는데 {letter!r}이(가) 있습니다</translation>
    </message>
    <message>
        <source>expected a pattern of B, P and T after &apos;after&apos;</source>
        <translation>&apos;after&apos; 뒤에 B, P, T로 된 패턴이 와야 합니다</translation>
    </message>
    <message>
        <source>a pattern of at most {most} hands, not {length}</source>
        <translation>패턴은 최대 {most}핸드입니다. {length}핸드는 안 됩니다</translation>
    </message>
    <message>
        <source>expected &apos;bet&apos; and a side after the pattern</source>
        <translation>패턴 뒤에 &apos;bet&apos;과 베팅할 쪽이 와야 합니다</translation>
    </message>
    <message>
        <source>expected the bet after &apos;bet&apos;: banker, player, tie, player_pair or banker_pair</source>
        <translation>&apos;bet&apos; 뒤에 베팅이 와야 합니다: banker, player, tie, player_pair 또는 banker_pair</translation>
    </message>
    <message>
        <source>expected banker, player, tie, player_pair or banker_pair (or B, P, T), found {side!r}</source>
        <translation>banker, player, tie, player_pair 또는 banker_pair(또는 B, P, T)가 와야 하는데 {side!r}이(가) 있습니다</translation>
    </message>
    <message>
        <source>expected a whole number of units from 1 to {most}, found {amount!r}</source>
        <translation>1에서 {most} 사이의 정수 유닛이 와야 하는데 {amount!r}이(가) 있습니다</translation>
    </message>
    <message>
        <source>expected &apos;units&apos; after the amount, found {word!r}</source>
        <translation>금액 뒤에 &apos;units&apos;가 와야 하는데 {word!r}이(가) 있습니다</translation>
    </message>
    <message>
        <source>unexpected {word!r} after the end of the rule</source>
        <translation>규칙이 끝난 뒤에 예상치 못한 {word!r}이(가) 있습니다</translation>
    </message>
    <message>
        <source>{bet} bets need hands that record pairs; these shoes record none</source>
        <translation>{bet} 베팅에는 페어가 기록된 핸드가 필요합니다. 이 슈들에는 기록이 없습니다</translation>
    </message>
    <message>
        <source>unknown system {system!r}; choose from {systems}</source>
        <translation>알 수 없는 시스템 {system!r}. {systems} 중에서 고르세요</translation>
    </message>
    <message>
        <source>the {system} system needs a bet (--bet {bets})</source>
        <translation>{system} 시스템에는 베팅이 필요합니다(--bet {bets})</translation>
    </message>
    <message>
        <source>unknown bet {bet!r}; choose from {bets}</source>
        <translation>알 수 없는 베팅 {bet!r}. {bets} 중에서 고르세요</translation>
    </message>
    <message>
        <source>the unit must be a whole amount of 1 or more, not {value!r}</source>
        <translation>유닛은 1 이상의 정수 금액이어야 합니다. {value!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>the table maximum must be a whole amount of 1 or more, not {value!r}</source>
        <translation>테이블 최대 베팅은 1 이상의 정수 금액이어야 합니다. {value!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>the bankroll must be a whole amount of 1 or more, not {value!r}</source>
        <translation>뱅크롤은 1 이상의 정수 금액이어야 합니다. {value!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>the table maximum ({table_max}) is below the unit ({unit})</source>
        <translation>테이블 최대 베팅({table_max})이 유닛({unit})보다 작습니다</translation>
    </message>
    <message>
        <source>the pattern-rules system needs rules (--rules)</source>
        <translation>패턴 규칙 시스템에는 규칙이 필요합니다(--rules)</translation>
    </message>
    <message>
        <source>a Labouchère line needs whole numbers of 1 or more</source>
        <translation>라부셰르 수열에는 1 이상의 정수가 필요합니다</translation>
    </message>
    <message>
        <source>the Player has a natural {total}</source>
        <translation>플레이어가 내추럴 {total}</translation>
    </message>
    <message>
        <source>the Banker has a natural {total}</source>
        <translation>뱅커가 내추럴 {total}</translation>
    </message>
    <message>
        <source>Player drew a third card although {holder}: both hands stand on a natural</source>
        <translation>{holder}인데 플레이어가 세 번째 카드를 받았습니다: 내추럴이면 양쪽 모두 스탠드</translation>
    </message>
    <message>
        <source>Banker drew a third card although {holder}: both hands stand on a natural</source>
        <translation>{holder}인데 뱅커가 세 번째 카드를 받았습니다: 내추럴이면 양쪽 모두 스탠드</translation>
    </message>
    <message>
        <source>Player stood on {total}, but the Player draws on 0 to 5 (a third card left out?)</source>
        <translation>플레이어가 {total}에 스탠드했지만 플레이어는 0~5에 드로우합니다(세 번째 카드 누락?)</translation>
    </message>
    <message>
        <source>Player drew on {total}, but the Player stands on 6 or 7</source>
        <translation>플레이어가 {total}에 드로우했지만 플레이어는 6 또는 7에 스탠드합니다</translation>
    </message>
    <message>
        <source>Banker stood on {total} although the Player stood: the Banker then draws on 0 to 5</source>
        <translation>플레이어가 스탠드했는데 뱅커가 {total}에 스탠드했습니다: 이때 뱅커는 0~5에 드로우합니다</translation>
    </message>
    <message>
        <source>Banker stood on {total}, but the Banker always draws on 0 to 2</source>
        <translation>뱅커가 {total}에 스탠드했지만 뱅커는 0~2에 항상 드로우합니다</translation>
    </message>
    <message>
        <source>Banker stood on {total} although the Player&apos;s third card was {third}</source>
        <translation>플레이어의 세 번째 카드가 {third}인데 뱅커가 {total}에 스탠드했습니다</translation>
    </message>
    <message>
        <source>Banker drew on {total} although the Player stood: the Banker then stands on 6 or 7</source>
        <translation>플레이어가 스탠드했는데 뱅커가 {total}에 드로우했습니다: 이때 뱅커는 6 또는 7에 스탠드합니다</translation>
    </message>
    <message>
        <source>Banker drew on 7, but the Banker always stands on 7</source>
        <translation>뱅커가 7에 드로우했지만 뱅커는 7에 항상 스탠드합니다</translation>
    </message>
    <message>
        <source>Banker drew on {total} although the Player&apos;s third card was {third}</source>
        <translation>플레이어의 세 번째 카드가 {third}인데 뱅커가 {total}에 드로우했습니다</translation>
    </message>
    <message>
        <source>too few decisions: {decided} Banker/Player, the test needs at least {least}</source>
        <translation>승부가 너무 적음: 뱅커/플레이어 {decided}번, 검정에는 최소 {least}번 필요</translation>
    </message>
    <message>
        <source>too few hands: {smallest:.1f} {name} expected, the test needs at least {least} of each</source>
        <translation>핸드가 너무 적음: {name} 기대 {smallest:.1f}번, 검정에는 각각 최소 {least}번 필요</translation>
    </message>
</context>
<context>
    <name>MisdealDialog</name>
    <message>
        <source>Misdeal: kept as dealt</source>
        <translation>딜링 실수: 그대로 유지</translation>
    </message>
    <message>
        <source>Cards against the drawing rules</source>
        <translation>드로 규칙에 어긋난 카드</translation>
    </message>
    <message>
        <source>These cards break the drawing rules:</source>
        <translation>이 카드는 드로 규칙을 어깁니다:</translation>
    </message>
    <message>
        <source>Casinos misdeal now and then. Keep the hand as it was dealt, with a note saying so, or go back and correct the cards.</source>
        <translation>카지노도 가끔 딜링 실수를 합니다. 딜링된 그대로 핸드를 유지하고 메모를 남기거나, 돌아가서 카드를 고치세요.</translation>
    </message>
    <message>
        <source>Stored with the hand and shown in the hands table</source>
        <translation>핸드와 함께 저장되고 핸드 표에 표시됩니다</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>메모(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Keep as dealt</source>
        <translation>그대로 유지(&amp;K)</translation>
    </message>
    <message>
        <source>Store the hand with its cards as typed, and the note</source>
        <translation>입력한 카드와 메모로 핸드 저장</translation>
    </message>
    <message>
        <source>&amp;Correct the cards</source>
        <translation>카드 고치기(&amp;C)</translation>
    </message>
    <message>
        <source>Go back to the cards without storing anything</source>
        <translation>아무것도 저장하지 않고 카드로 돌아가기</translation>
    </message>
    <message>
        <source>A note is needed to keep a misdeal</source>
        <translation>딜링 실수를 유지하려면 메모가 필요합니다</translation>
    </message>
</context>
<context>
    <name>Patterns</name>
    <message>
        <source>Patterns (good roads)</source>
        <translation>패턴 (좋은 출목)</translation>
    </message>
    <message>
        <source>%: shoes that show one by chance; no pattern predicts the next hand</source>
        <translation>%: 우연만으로 이 패턴이 나오는 슈의 비율이며, 어떤 패턴도 다음 핸드를 알려 주지 않습니다</translation>
    </message>
    <message>
        <source>chance, not a prediction</source>
        <translation>우연일 뿐, 미래를 말하지 않음</translation>
    </message>
    <message>
        <source>Chance alone deals these patterns in many shoes; none of them says what the next hand will be.</source>
        <translation>이런 패턴은 우연만으로도 많은 슈에서 나옵니다. 어느 것도 다음 핸드가 무엇일지 말해 주지 않습니다.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>over %1</source>
        <translation>%1 이상</translation>
    </message>
    <message>
        <source>1 in %1</source>
        <translation>%1개 중 1개</translation>
    </message>
    <message>
        <source>none of the %1 simulated shoes</source>
        <translation>모의 슈 %1개 중 하나도 없음</translation>
    </message>
    <message>
        <source>%1 of shoes</source>
        <translation>슈의 %1</translation>
    </message>
    <message>
        <source>%1 shoes</source>
        <translation>슈 %1</translation>
    </message>
    <message>
        <source>%1 columns</source>
        <translation>%1줄</translation>
    </message>
    <message>
        <source>twice</source>
        <translation>2회</translation>
    </message>
    <message>
        <source>%1 times</source>
        <translation>%1회</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 ×%2 (longest %3)</source>
        <translation>%1 ×%2 (최장 %3)</translation>
    </message>
    <message>
        <source>%1 — %2 show one at least this long by chance</source>
        <translation>%1 — 우연만으로 %2에서 이만큼 긴 패턴이 나옵니다</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 및 %2</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>%1번째 줄</translation>
    </message>
    <message>
        <source>columns %1</source>
        <translation>%1번째 줄</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1 (%2): %3.</source>
        <translation>%1 (%2): %3.</translation>
    </message>
    <message>
        <source>Here: %1 of the big road.</source>
        <translation>이 슈: 본매의 %1.</translation>
    </message>
    <message>
        <source>Of %1 simulated shoes (%2 decks, dealt to the cut card), %3 show one at least this long and %4 show one at all (%5 a shoe on average).</source>
        <translation>모의 슈 %1개(%2덱, 컷 카드까지 딜링) 중 %3에서 이만큼 긴 패턴이, %4에서 이 패턴이 한 번 이상 나옵니다(슈당 평균 %5회).</translation>
    </message>
    <message>
        <source>Long Banker</source>
        <translation>뱅커 장줄</translation>
    </message>
    <message>
        <source>a Banker column of 4 hands or more</source>
        <translation>뱅커가 4핸드 이상 이어진 한 줄</translation>
    </message>
    <message>
        <source>Long Player</source>
        <translation>플레이어 장줄</translation>
    </message>
    <message>
        <source>a Player column of 4 hands or more</source>
        <translation>플레이어가 4핸드 이상 이어진 한 줄</translation>
    </message>
    <message>
        <source>Ping-pong</source>
        <translation>퐁당</translation>
    </message>
    <message>
        <source>4 or more columns in a row of one hand each (Banker and Player take turns)</source>
        <translation>한 핸드씩인 줄이 4줄 이상 연속 (뱅커와 플레이어가 번갈아 나옴)</translation>
    </message>
    <message>
        <source>Double jump</source>
        <translation>투투 퐁당</translation>
    </message>
    <message>
        <source>4 or more columns in a row of exactly two hands each</source>
        <translation>정확히 두 핸드씩인 줄이 4줄 이상 연속</translation>
    </message>
    <message>
        <source>Banker jumps</source>
        <translation>뱅커 점프</translation>
    </message>
    <message>
        <source>3 or more Banker columns in a row of one hand each (every Banker is followed by Player)</source>
        <translation>한 핸드씩인 뱅커 줄이 3줄 이상 연속 (뱅커 뒤에는 매번 플레이어)</translation>
    </message>
    <message>
        <source>Player jumps</source>
        <translation>플레이어 점프</translation>
    </message>
    <message>
        <source>3 or more Player columns in a row of one hand each (every Player is followed by Banker)</source>
        <translation>한 핸드씩인 플레이어 줄이 3줄 이상 연속 (플레이어 뒤에는 매번 뱅커)</translation>
    </message>
    <message>
        <source>Banker doubles</source>
        <translation>뱅커 더블</translation>
    </message>
    <message>
        <source>3 or more Banker columns in a row of two hands or more each</source>
        <translation>두 핸드 이상씩인 뱅커 줄이 3줄 이상 연속</translation>
    </message>
    <message>
        <source>Player doubles</source>
        <translation>플레이어 더블</translation>
    </message>
    <message>
        <source>3 or more Player columns in a row of two hands or more each</source>
        <translation>두 핸드 이상씩인 플레이어 줄이 3줄 이상 연속</translation>
    </message>
    <message>
        <source>One hall two rooms, Banker</source>
        <translation>원투 (뱅커)</translation>
    </message>
    <message>
        <source>Banker-Player-Player twice or more in a row: columns of one Banker, then two Player, repeated</source>
        <translation>뱅커-플레이어-플레이어가 2번 이상 연속: 뱅커 1핸드 줄, 이어서 플레이어 2핸드 줄이 반복</translation>
    </message>
    <message>
        <source>One hall two rooms, Player</source>
        <translation>원투 (플레이어)</translation>
    </message>
    <message>
        <source>Player-Banker-Banker twice or more in a row: columns of one Player, then two Banker, repeated</source>
        <translation>플레이어-뱅커-뱅커가 2번 이상 연속: 플레이어 1핸드 줄, 이어서 뱅커 2핸드 줄이 반복</translation>
    </message>
    <message>
        <source>Patterns</source>
        <translation>패턴</translation>
    </message>
    <message>
        <source>none so far</source>
        <translation>아직 없음</translation>
    </message>
    <message>
        <source>+%1 more</source>
        <translation>외 %1개</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Patterns: none so far.</source>
        <translation>패턴: 아직 없음.</translation>
    </message>
    <message>
        <source>Big road patterns</source>
        <translation>본매 패턴</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
</context>
<context>
    <name>PracticeOptions</name>
    <message>
        <source>5% commission</source>
        <translation>5% 커미션</translation>
    </message>
    <message>
        <source>4% commission</source>
        <translation>4% 커미션</translation>
    </message>
    <message>
        <source>No commission (Banker 6 pays 1:2)</source>
        <translation>노커미션 (뱅커 6은 1:2 지급)</translation>
    </message>
    <message>
        <source>EZ Baccarat (three-card 7 pushes)</source>
        <translation>EZ 바카라 (3카드 7은 푸시)</translation>
    </message>
    <message>
        <source>Table rules and shoe</source>
        <translation>테이블 규칙과 슈</translation>
    </message>
    <message>
        <source>%1 decks</source>
        <translation>%1덱</translation>
    </message>
    <message>
        <source>Shoe</source>
        <translation>슈</translation>
    </message>
    <message>
        <source>Tie pays %1:1</source>
        <translation>타이 %1 대 1</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>페어</translation>
    </message>
    <message>
        <source>Player pair and Banker pair pay 11:1</source>
        <translation>플레이어 페어와 뱅커 페어는 11 대 1</translation>
    </message>
    <message>
        <source>Side bets</source>
        <translation>사이드 베팅</translation>
    </message>
    <message>
        <source>Online: a full shoe shuffled every round</source>
        <translation>온라인: 라운드마다 슈 전체를 섞음</translation>
    </message>
    <message>
        <source>Casino: one shoe to the cut card</source>
        <translation>카지노: 컷 카드까지 슈 하나로</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>딜 방식</translation>
    </message>
    <message>
        <source>minimum</source>
        <translation>최소</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>최대</translation>
    </message>
    <message>
        <source>What each seat sits down with</source>
        <translation>각 좌석이 앉을 때 가진 금액</translation>
    </message>
    <message>
        <source>Bankroll of a seat</source>
        <translation>좌석당 뱅크롤</translation>
    </message>
    <message>
        <source>Dragon 7 and Panda 8 are offered at EZ Baccarat tables.</source>
        <translation>드래곤 7과 판다 8은 EZ 바카라 테이블에서만 제공됩니다.</translation>
    </message>
</context>
<context>
    <name>PracticeSessions</name>
    <message>
        <source>Past practice sessions</source>
        <translation>지난 연습 세션</translation>
    </message>
    <message>
        <source>%1 round dealt</source>
        <translation>%1라운드 진행</translation>
    </message>
    <message>
        <source>%1 rounds dealt</source>
        <translation>%1라운드 진행</translation>
    </message>
    <message>
        <source>%1 player</source>
        <translation>플레이어 %1명</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>플레이어 %1명</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>No practice session is kept in the library yet.</source>
        <translation>라이브러리에 저장된 연습 세션이 아직 없습니다.</translation>
    </message>
</context>
<context>
    <name>PracticeSummary</name>
    <message>
        <source>Bankroll curve</source>
        <translation>뱅크롤 곡선</translation>
    </message>
    <message>
        <source>The bankroll curve grows as you play</source>
        <translation>플레이할수록 뱅크롤 곡선이 이어집니다</translation>
    </message>
    <message>
        <source>%1 round</source>
        <translation>%1라운드</translation>
    </message>
    <message>
        <source>%1 rounds</source>
        <translation>%1라운드</translation>
    </message>
    <message>
        <source>&lt;b&gt;Session&lt;/b&gt;: %1 round dealt at the table</source>
        <translation>&lt;b&gt;세션&lt;/b&gt;: 테이블에서 %1라운드 진행</translation>
    </message>
    <message>
        <source>&lt;b&gt;Session&lt;/b&gt;: %1 rounds dealt at the table</source>
        <translation>&lt;b&gt;세션&lt;/b&gt;: 테이블에서 %1라운드 진행</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <source>Dealt</source>
        <translation>진행</translation>
    </message>
    <message>
        <source>Bet on</source>
        <translation>베팅</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>순손익</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>기댓값</translation>
    </message>
    <message>
        <source>± chance</source>
        <translation>± 운</translation>
    </message>
    <message>
        <source>&lt;small&gt;Dealt: rounds dealt while seated; bet on: rounds with a bet; expected: −(house edge × stake) over these bets; ± chance: two standard errors (19 times in 20 chance stays within it).&lt;/small&gt;</source>
        <translation>&lt;small&gt;진행: 앉아 있는 동안 진행된 라운드; 베팅: 베팅한 라운드; 기댓값: 이 베팅들의 −(하우스 엣지 × 베팅액) 합; ± 운: 표준오차 두 배 (20번 중 19번은 운이 이 범위 안에 있음).&lt;/small&gt;</translation>
    </message>
    <message>
        <source>%1: no bet yet.</source>
        <translation>%1: 아직 베팅 없음.</translation>
    </message>
    <message>
        <source>This is within what chance gives.</source>
        <translation>운의 범위 안입니다.</translation>
    </message>
    <message>
        <source>This is outside what chance gives: luckier than usual.</source>
        <translation>운의 범위를 벗어났습니다: 평소보다 운이 좋습니다.</translation>
    </message>
    <message>
        <source>This is outside what chance gives: unluckier than usual.</source>
        <translation>운의 범위를 벗어났습니다: 평소보다 운이 나쁩니다.</translation>
    </message>
    <message>
        <source>%1 bet</source>
        <translation>베팅 %1회</translation>
    </message>
    <message>
        <source>%1 bets</source>
        <translation>베팅 %1회</translation>
    </message>
    <message>
        <source>%1: net %2 over %3 (%4 wagered; bankroll %5). Expected %6; chance alone would usually put it between %7 and %8.</source>
        <translation>%1: %3에서 순손익 %2 (총 베팅 %4, 뱅크롤 %5). 기댓값 %6, 운만으로는 보통 %7에서 %8 사이입니다.</translation>
    </message>
</context>
<context>
    <name>PracticeTable</name>
    <message>
        <source>1:1 less %1%</source>
        <translation>1:1 커미션 %1%</translation>
    </message>
    <message>
        <source>1:1, a 6 pays 1:2</source>
        <translation>1:1, 6으로 이기면 1:2</translation>
    </message>
    <message>
        <source>1:1, 3-card 7 pushes</source>
        <translation>1:1, 3카드 7은 푸시</translation>
    </message>
    <message>
        <source>Practice table</source>
        <translation>연습 테이블</translation>
    </message>
    <message>
        <source>Click a card to turn it (Space turns the next)</source>
        <translation>카드를 클릭해 뒤집으세요 (Space: 다음 카드)</translation>
    </message>
    <message>
        <source>Place your bets</source>
        <translation>베팅하세요</translation>
    </message>
    <message>
        <source>Click a seat&apos;s spot to sit down</source>
        <translation>좌석을 클릭해 앉으세요</translation>
    </message>
    <message>
        <source>%1: place your bet, then Deal or Pass</source>
        <translation>%1: 베팅 후 딜 또는 패스</translation>
    </message>
    <message>
        <source>%1: place your bet, then Deal or Pass — %2 s</source>
        <translation>%1: 베팅 후 딜 또는 패스 — %2초</translation>
    </message>
    <message>
        <source>edge %1</source>
        <translation>엣지 %1</translation>
    </message>
    <message>
        <source>push</source>
        <translation>푸시</translation>
    </message>
    <message>
        <source>won %1</source>
        <translation>승 %1</translation>
    </message>
    <message>
        <source>lost %1</source>
        <translation>패 %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>뱅커</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>타이</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>플레이어 페어</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>뱅커 페어</translation>
    </message>
    <message>
        <source>DB Player</source>
        <translation>DB 플레이어</translation>
    </message>
    <message>
        <source>DB Banker</source>
        <translation>DB 뱅커</translation>
    </message>
    <message>
        <source>P Pair</source>
        <translation>P페어</translation>
    </message>
    <message>
        <source>B Pair</source>
        <translation>B페어</translation>
    </message>
    <message>
        <source>Deal: your bets stand (Space)</source>
        <translation>딜: 베팅 확정 (Space)</translation>
    </message>
    <message>
        <source>Sit this round out (X)</source>
        <translation>이번 라운드 쉬기 (X)</translation>
    </message>
    <message>
        <source>Place the last round&apos;s bets again (R)</source>
        <translation>지난 라운드 베팅 반복 (R)</translation>
    </message>
    <message>
        <source>Take your chips back (Backspace)</source>
        <translation>칩 회수 (Backspace)</translation>
    </message>
    <message>
        <source>Clear the table for the next round (N)</source>
        <translation>다음 라운드를 위해 테이블 정리 (N)</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>딜</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>패스</translation>
    </message>
    <message>
        <source>Rebet</source>
        <translation>리벳</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>지우기</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>새 게임</translation>
    </message>
    <message>
        <source>Plays next round</source>
        <translation>다음 라운드부터</translation>
    </message>
    <message>
        <source>Waiting for the turn</source>
        <translation>차례 대기 중</translation>
    </message>
    <message>
        <source>Bet placed</source>
        <translation>베팅 완료</translation>
    </message>
    <message>
        <source>Passes</source>
        <translation>패스</translation>
    </message>
    <message>
        <source>Sat out (time)</source>
        <translation>시간 초과로 쉼</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <source>right-click: the whole wager back</source>
        <translation>오른쪽 클릭: 베팅 전액 회수</translation>
    </message>
    <message>
        <source>right-click: one chip back</source>
        <translation>오른쪽 클릭: 칩 하나 회수</translation>
    </message>
    <message>
        <source>%1: house edge %2 (exact, full shoe); limits %3 to %4. Left-click: one chip; %5</source>
        <translation>%1: 하우스 엣지 %2 (정확한 값, 슈 전체); 한도 %3 ~ %4. 왼쪽 클릭: 칩 하나; %5</translation>
    </message>
    <message>
        <source>The %1 chip: each click on an area adds one</source>
        <translation>%1 칩: 베팅 구역을 클릭할 때마다 하나씩 추가</translation>
    </message>
    <message>
        <source>Right-click to stand up</source>
        <translation>오른쪽 클릭으로 일어나기</translation>
    </message>
    <message>
        <source>Click to sit here (seated already: move here with your bankroll); right-click for a computer player</source>
        <translation>클릭해서 여기 앉기 (이미 앉아 있으면 뱅크롤과 함께 이동); 오른쪽 클릭: 컴퓨터 플레이어</translation>
    </message>
    <message>
        <source>Click to turn the card (squeeze)</source>
        <translation>클릭해서 카드 뒤집기 (스퀴즈)</translation>
    </message>
    <message>
        <source>Flat: the same stake every hand</source>
        <translation>플랫: 매 핸드 같은 금액</translation>
    </message>
    <message>
        <source>Martingale: double after a loss, back to one unit after a win</source>
        <translation>마틴게일: 지면 두 배, 이기면 1유닛으로</translation>
    </message>
    <message>
        <source>Paroli: double after a win, back to one unit after three wins or a loss</source>
        <translation>파롤리: 이기면 두 배, 3연승 또는 패배 후 1유닛으로</translation>
    </message>
    <message>
        <source>d&apos;Alembert: one unit more after a loss, one less after a win</source>
        <translation>달랑베르: 지면 1유닛 증가, 이기면 1유닛 감소</translation>
    </message>
    <message>
        <source>1-3-2-6: 1, 3, 2, 6 units on wins in a row, back to 1 after a loss</source>
        <translation>1-3-2-6: 연승 시 1, 3, 2, 6유닛, 패배 후 1로</translation>
    </message>
    <message>
        <source>Fibonacci: one step up after a loss, two steps down after a win</source>
        <translation>피보나치: 지면 한 단계 위로, 이기면 두 단계 아래로</translation>
    </message>
    <message>
        <source>Labouchère 1-2-3: first plus last of the line; a win crosses them off</source>
        <translation>라부셰르 1-2-3: 수열의 처음과 끝의 합, 이기면 둘을 지움</translation>
    </message>
    <message>
        <source>Follow: one unit on the side that won the last decision</source>
        <translation>따라가기: 지난 결과에서 이긴 쪽에 1유닛</translation>
    </message>
    <message>
        <source>Against: one unit on the side that lost the last decision</source>
        <translation>반대로: 지난 결과에서 진 쪽에 1유닛</translation>
    </message>
    <message>
        <source>Flat</source>
        <translation>플랫</translation>
    </message>
    <message>
        <source>Martingale</source>
        <translation>마틴게일</translation>
    </message>
    <message>
        <source>Paroli</source>
        <translation>파롤리</translation>
    </message>
    <message>
        <source>d&apos;Alembert</source>
        <translation>달랑베르</translation>
    </message>
    <message>
        <source>1-3-2-6</source>
        <translation>1-3-2-6</translation>
    </message>
    <message>
        <source>Fibonacci</source>
        <translation>피보나치</translation>
    </message>
    <message>
        <source>Labouchère 1-2-3</source>
        <translation>라부셰르 1-2-3</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>따라가기</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>반대로</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>좌석 %1</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <translation>좌석 %1: %2</translation>
    </message>
    <message>
        <source>You</source>
        <translation>나</translation>
    </message>
    <message>
        <source>Guest %1</source>
        <translation>게스트 %1</translation>
    </message>
    <message>
        <source>%1 bot</source>
        <translation>%1 봇</translation>
    </message>
    <message>
        <source>Click to sit</source>
        <translation>클릭해서 앉기</translation>
    </message>
    <message>
        <source>(or move here)</source>
        <translation>(또는 여기로 이동)</translation>
    </message>
    <message>
        <source>Right-click:</source>
        <translation>오른쪽 클릭:</translation>
    </message>
    <message>
        <source>a computer</source>
        <translation>컴퓨터</translation>
    </message>
    <message>
        <source>Bet %1</source>
        <translation>베팅 %1</translation>
    </message>
    <message>
        <source>Your turn: %1 s</source>
        <translation>내 차례: %1초</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>내 차례</translation>
    </message>
    <message>
        <source>Bankroll %1</source>
        <translation>뱅크롤 %1</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>푸시</translation>
    </message>
    <message>
        <source>Won %1</source>
        <translation>승 %1</translation>
    </message>
    <message>
        <source>Lost %1</source>
        <translation>패 %1</translation>
    </message>
</context>
<context>
    <name>PracticeWindow</name>
    <message>
        <source>&amp;Table</source>
        <translation>테이블(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Bets</source>
        <translation>베팅(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>딜(&amp;D)</translation>
    </message>
    <message>
        <source>Deal (at the casino table: this seat&apos;s bet stands)</source>
        <translation>딜 (카지노 테이블: 이 좌석의 베팅 확정)</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>패스(&amp;P)</translation>
    </message>
    <message>
        <source>Sit this round out</source>
        <translation>이번 라운드 쉬기</translation>
    </message>
    <message>
        <source>&amp;Rebet</source>
        <translation>리벳(&amp;R)</translation>
    </message>
    <message>
        <source>Place the previous round&apos;s bets again</source>
        <translation>지난 라운드 베팅 반복</translation>
    </message>
    <message>
        <source>&amp;Clear bets</source>
        <translation>베팅 지우기(&amp;C)</translation>
    </message>
    <message>
        <source>Take every chip of this seat back</source>
        <translation>이 좌석의 칩을 모두 회수</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>새 게임(&amp;N)</translation>
    </message>
    <message>
        <source>Clear the table for the next round</source>
        <translation>다음 라운드를 위해 테이블 정리</translation>
    </message>
    <message>
        <source>&amp;Turn the next card</source>
        <translation>다음 카드 뒤집기(&amp;T)</translation>
    </message>
    <message>
        <source>Squeeze: turn the next face-down card</source>
        <translation>스퀴즈: 엎어 둔 다음 카드 뒤집기</translation>
    </message>
    <message>
        <source>Rules and &amp;shoe…</source>
        <translation>규칙과 슈(&amp;S)…</translation>
    </message>
    <message>
        <source>Decks, commission, Tie pay, side bets, dealing style, limits</source>
        <translation>덱 수, 커미션, 타이 배당, 사이드 베팅, 딜 방식, 한도</translation>
    </message>
    <message>
        <source>Past sessions…</source>
        <translation>지난 세션…</translation>
    </message>
    <message>
        <source>The practice sessions kept in the library</source>
        <translation>라이브러리에 저장된 연습 세션</translation>
    </message>
    <message>
        <source>Third-card &amp;rule chart</source>
        <translation>세 번째 카드 규칙표(&amp;R)</translation>
    </message>
    <message>
        <source>When the Player and the Banker draw a third card, as a chart</source>
        <translation>플레이어와 뱅커가 세 번째 카드를 받는 경우를 표로</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>테이블 닫기(&amp;C)</translation>
    </message>
    <message>
        <source>One chip on Player</source>
        <translation>플레이어에 칩 하나</translation>
    </message>
    <message>
        <source>One chip on Banker</source>
        <translation>뱅커에 칩 하나</translation>
    </message>
    <message>
        <source>One chip on Tie</source>
        <translation>타이에 칩 하나</translation>
    </message>
    <message>
        <source>&amp;Squeeze: turn the cards yourself</source>
        <translation>스퀴즈: 직접 카드 뒤집기(&amp;S)</translation>
    </message>
    <message>
        <source>The cards come face down; click each to turn it</source>
        <translation>카드가 엎어져 나옵니다. 하나씩 클릭해 뒤집으세요</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe colours</source>
        <translation>색맹 안전 색상(&amp;C)</translation>
    </message>
    <message>
        <source>Orange Banker, blue Player, bluish-green Tie on the felt and the scorecards</source>
        <translation>테이블과 출목표에서 뱅커는 주황, 플레이어는 파랑, 타이는 청록</translation>
    </message>
    <message>
        <source>Deal s&amp;lower</source>
        <translation>딜 느리게(&amp;L)</translation>
    </message>
    <message>
        <source>Deal &amp;faster</source>
        <translation>딜 빠르게(&amp;F)</translation>
    </message>
    <message>
        <source>Chip %1</source>
        <translation>칩 %1</translation>
    </message>
    <message>
        <source>Choose the %1 chip: each click on an area adds one</source>
        <translation>%1 칩 선택: 베팅 구역을 클릭할 때마다 하나씩 추가</translation>
    </message>
    <message>
        <source>One chip on %1</source>
        <translation>%1에 칩 하나</translation>
    </message>
    <message>
        <source>the whole wager back</source>
        <translation>베팅 전액 회수</translation>
    </message>
    <message>
        <source>one chip back</source>
        <translation>칩 하나 회수</translation>
    </message>
    <message>
        <source>&lt;b&gt;Keys&lt;/b&gt; — left-click an area: one chip; right-click: %1</source>
        <translation>&lt;b&gt;키&lt;/b&gt; — 구역 왼쪽 클릭: 칩 하나; 오른쪽 클릭: %1</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>즉시</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>빠르게</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>보통</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>느리게</translation>
    </message>
    <message>
        <source>The scorecards of the practice shoe, growing round by round</source>
        <translation>연습 슈의 출목표, 라운드마다 이어짐</translation>
    </message>
    <message>
        <source>Casino table of five</source>
        <translation>5인 카지노 테이블</translation>
    </message>
    <message>
        <source>Online table</source>
        <translation>온라인 테이블</translation>
    </message>
    <message>
        <source>tracker — practice: %1</source>
        <translation>tracker — 연습: %1</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>연습</translation>
    </message>
    <message>
        <source>Sit here (a new player)</source>
        <translation>여기 앉기 (새 플레이어)</translation>
    </message>
    <message>
        <source>Move %1 here, with the bankroll</source>
        <translation>%1을(를) 뱅크롤과 함께 여기로 이동</translation>
    </message>
    <message>
        <source>Computer — %1</source>
        <translation>컴퓨터 — %1</translation>
    </message>
    <message>
        <source>Computer on %1 — %2</source>
        <translation>컴퓨터, %1 — %2</translation>
    </message>
    <message>
        <source>Stand up</source>
        <translation>일어나기</translation>
    </message>
    <message>
        <source>Deal speed: %1</source>
        <translation>딜 속도: %1</translation>
    </message>
    <message>
        <source>%1 · limits %2–%3 · speed %4</source>
        <translation>%1 · 한도 %2–%3 · 속도 %4</translation>
    </message>
    <message>
        <source>%1% commission</source>
        <translation>%1% 커미션</translation>
    </message>
    <message>
        <source>no commission (Banker 6 pays 1:2)</source>
        <translation>노커미션 (뱅커 6은 1:2 지급)</translation>
    </message>
    <message>
        <source>EZ Baccarat</source>
        <translation>EZ 바카라</translation>
    </message>
    <message>
        <source>shuffled every round</source>
        <translation>라운드마다 셔플</translation>
    </message>
    <message>
        <source>dealt to the cut</source>
        <translation>컷 카드까지 딜</translation>
    </message>
    <message>
        <source>%1 decks, %2, Tie %3:1, pairs 11:1, %4</source>
        <translation>%1덱, %2, 타이 %3 대 1, 페어 11 대 1, %4</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>확인</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>저장</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>모두 저장</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>열기</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>예(&amp;Y)</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>모두 예(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>아니요(&amp;N)</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>모두 아니요(&amp;O)</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>중단</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>다시 시도</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>무시</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>무시</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>도움말</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>적용</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>초기화</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>기본값 복원</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>The hand&apos;s cards</source>
        <translation>핸드의 카드</translation>
    </message>
    <message>
        <source>no cards recorded</source>
        <translation>카드 기록 없음</translation>
    </message>
    <message>
        <source>No cards recorded</source>
        <translation>카드 기록 없음</translation>
    </message>
    <message>
        <source>No shoe is shown: choose one in the library to replay it</source>
        <translation>표시된 슈가 없습니다: 라이브러리에서 슈를 골라 다시 보세요</translation>
    </message>
    <message>
        <source>Shoe %1 is no longer in the library</source>
        <translation>슈 %1이(가) 더 이상 라이브러리에 없습니다</translation>
    </message>
    <message>
        <source>1 hand a second</source>
        <translation>초당 1핸드</translation>
    </message>
    <message>
        <source>2 hands a second</source>
        <translation>초당 2핸드</translation>
    </message>
    <message>
        <source>4 hands a second</source>
        <translation>초당 4핸드</translation>
    </message>
    <message>
        <source>10 hands a second</source>
        <translation>초당 10핸드</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>뱅커</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>타이</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>플레이어 페어</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>뱅커 페어</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>베팅</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>확률</translation>
    </message>
    <message>
        <source>House edge</source>
        <translation>하우스 엣지</translation>
    </message>
    <message>
        <source>With main</source>
        <translation>메인 포함</translation>
    </message>
    <message>
        <source>Replay — %1</source>
        <translation>다시 보기 — %1</translation>
    </message>
    <message>
        <source>First hand (Home)</source>
        <translation>첫 핸드 (Home)</translation>
    </message>
    <message>
        <source>Hand before (←)</source>
        <translation>이전 핸드 (←)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>재생 또는 일시 정지 (Space)</translation>
    </message>
    <message>
        <source>Next hand (→)</source>
        <translation>다음 핸드 (→)</translation>
    </message>
    <message>
        <source>Last hand (End)</source>
        <translation>마지막 핸드 (End)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>일시 정지</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>재생</translation>
    </message>
    <message>
        <source>Split before this hand</source>
        <translation>이 핸드 앞에서 나누기</translation>
    </message>
    <message>
        <source>Make a new shoe of this hand and those after it (a shoe run together with the next); Ctrl+Z undoes</source>
        <translation>이 핸드와 그 뒤 핸드로 새 슈 만들기 (다음 슈와 붙어 버린 슈); Ctrl+Z로 취소</translation>
    </message>
    <message>
        <source>Merge the next part in</source>
        <translation>다음 부분 합치기</translation>
    </message>
    <message>
        <source>Append the hands of the shoe stored next from the same file (a shoe the file split); Ctrl+Z undoes</source>
        <translation>같은 파일에서 다음에 저장된 슈의 핸드를 뒤에 붙이기 (파일이 나눈 슈); Ctrl+Z로 취소</translation>
    </message>
    <message>
        <source>%1: no hands to replay</source>
        <translation>%1: 다시 볼 핸드가 없습니다</translation>
    </message>
    <message>
        <source>%1 is no longer in the library (deleted meanwhile); nothing was changed</source>
        <translation>%1이(가) 더 이상 라이브러리에 없습니다 (그사이 삭제됨). 아무것도 바뀌지 않았습니다</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>다시 보기</translation>
    </message>
    <message>
        <source>%1 — hand %2 (%3 of %4)</source>
        <translation>%1 — 핸드 %2 (%4 중 %3)</translation>
    </message>
    <message>
        <source> · line %1</source>
        <translation> · %1행</translation>
    </message>
    <message>
        <source>Problem at this hand: %1</source>
        <translation>이 핸드의 문제: %1</translation>
    </message>
    <message>
        <source>As of this hand: Banker %1 · Player %2 · Tie %3   Player pairs %4 · Banker pairs %5</source>
        <translation>이 핸드까지: 뱅커 %1 · 플레이어 %2 · 타이 %3   플레이어 페어 %4 · 뱅커 페어 %5</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>기록 없음</translation>
    </message>
    <message>
        <source>No cards recorded. Winner: %1.</source>
        <translation>카드 기록 없음. 승자: %1.</translation>
    </message>
    <message>
        <source>Odds before this hand: not known (%1).</source>
        <translation>이 핸드 전 확률: 알 수 없음 (%1).</translation>
    </message>
    <message>
        <source>No main</source>
        <translation>메인 없음</translation>
    </message>
    <message>
        <source>Exact odds before this hand (%1). ▲ Player&apos;s edge: %2.</source>
        <translation>이 핸드 전 정확한 확률 (%1). ▲ 플레이어 우위: %2.</translation>
    </message>
    <message>
        <source>Exact odds before this hand (%1):</source>
        <translation>이 핸드 전 정확한 확률 (%1):</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>핸드 %1: %2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>%1행: %2</translation>
    </message>
</context>
<context>
    <name>Roads</name>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Bead Plate</source>
        <translation>육매</translation>
    </message>
    <message>
        <source>Big Road</source>
        <translation>본매</translation>
    </message>
    <message>
        <source>Big Eye Boy</source>
        <translation>중국점 1군</translation>
    </message>
    <message>
        <source>Small Road</source>
        <translation>중국점 2군</translation>
    </message>
    <message>
        <source>Cockroach Pig</source>
        <translation>중국점 3군</translation>
    </message>
    <message>
        <source>Ask road</source>
        <translation>다음 핸드 미리 보기</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Ask road (B? / P?): the mark each derived road would get next; a restatement of history, not a prediction.</source>
        <translation>다음 핸드 미리 보기 (B? / P?): 다음에 각 중국점에 찍힐 표시. 지난 기록을 다시 말할 뿐, 예측이 아닙니다.</translation>
    </message>
    <message>
        <source>The ask road shows the mark each derived road (Big Eye Boy, Small Road, Cockroach Pig) would get if the next hand were Banker (B?) or Player (P?). It restates the history of this shoe; it is not a prediction.</source>
        <translation>다음 핸드 미리 보기는 다음 핸드가 뱅커(B?) 또는 플레이어(P?)일 때 각 중국점(1군, 2군, 3군)에 찍힐 표시를 보여 줍니다. 이 슈의 기록을 다시 말할 뿐, 예측이 아닙니다.</translation>
    </message>
    <message>
        <source>Banker: orange square, Player: blue disc, Tie: green diamond.</source>
        <translation>뱅커: 주황색 네모, 플레이어: 파란색 원, 타이: 초록색 마름모.</translation>
    </message>
    <message>
        <source>Banker: red disc %1, Player: blue disc %2, Tie: green disc %3.</source>
        <translation>뱅커: 빨간 원 %1, 플레이어: 파란 원 %2, 타이: 초록 원 %3.</translation>
    </message>
    <message>
        <source>Bead plate: every hand in order, down columns of six.</source>
        <translation>육매: 모든 핸드를 순서대로, 여섯 칸씩 위에서 아래로 기록합니다.</translation>
    </message>
    <message>
        <source>Dot top-left: Banker pair; dot bottom-right: Player pair; yellow star top-right: a natural (8 or 9 on the first two cards).</source>
        <translation>왼쪽 위 점: 뱅커 페어, 오른쪽 아래 점: 플레이어 페어, 오른쪽 위 노란 별: 내추럴 (처음 두 장으로 8 또는 9).</translation>
    </message>
    <message>
        <source>Banker: orange square, Player: blue ring.</source>
        <translation>뱅커: 주황색 네모, 플레이어: 파란 동그라미.</translation>
    </message>
    <message>
        <source>Banker: red ring, Player: blue ring.</source>
        <translation>뱅커: 빨간 동그라미, 플레이어: 파란 동그라미.</translation>
    </message>
    <message>
        <source>Big road: Banker and Player streaks, a new column at each change.</source>
        <translation>본매: 뱅커와 플레이어의 연속, 바뀔 때마다 새 줄.</translation>
    </message>
    <message>
        <source>A green stroke marks ties after a hand, with their count when more than one.</source>
        <translation>초록색 선은 그 핸드 뒤의 타이이며, 둘 이상이면 그 수를 표시합니다.</translation>
    </message>
    <message>
        <source>Big Eye Boy: orange square = the pattern repeats, blue ring = it breaks.</source>
        <translation>중국점 1군: 주황색 네모 = 흐름 반복, 파란 동그라미 = 흐름 깨짐.</translation>
    </message>
    <message>
        <source>Big Eye Boy: red ring = the pattern repeats, blue ring = it breaks.</source>
        <translation>중국점 1군: 빨간 동그라미 = 흐름 반복, 파란 동그라미 = 흐름 깨짐.</translation>
    </message>
    <message>
        <source>Small Road: orange square = the pattern repeats, blue dot = it breaks.</source>
        <translation>중국점 2군: 주황색 네모 = 흐름 반복, 파란 점 = 흐름 깨짐.</translation>
    </message>
    <message>
        <source>Small Road: red dot = the pattern repeats, blue dot = it breaks.</source>
        <translation>중국점 2군: 빨간 점 = 흐름 반복, 파란 점 = 흐름 깨짐.</translation>
    </message>
    <message>
        <source>Cockroach Pig: orange backslash = the pattern repeats, blue slash = it breaks.</source>
        <translation>중국점 3군: 주황색 역사선 = 흐름 반복, 파란 사선 = 흐름 깨짐.</translation>
    </message>
    <message>
        <source>Cockroach Pig: red slash = the pattern repeats, blue slash = it breaks.</source>
        <translation>중국점 3군: 빨간 사선 = 흐름 반복, 파란 사선 = 흐름 깨짐.</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>뱅커</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>타이</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>%1번째 핸드: %2</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>뱅커 페어</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>플레이어 페어</translation>
    </message>
    <message>
        <source>natural</source>
        <translation>내추럴</translation>
    </message>
    <message>
        <source>%1, then 1 tie</source>
        <translation>%1, 이어서 타이 1번</translation>
    </message>
    <message>
        <source>%1, then %2 ties</source>
        <translation>%1, 이어서 타이 %2번</translation>
    </message>
    <message>
        <source>Scorecards</source>
        <translation>출목표</translation>
    </message>
</context>
<context>
    <name>RuleChart</name>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>nat.</source>
        <translation>내추럴</translation>
    </message>
    <message>
        <source>&lt;b&gt;Naturals&lt;/b&gt;: %1.</source>
        <translation>&lt;b&gt;내추럴&lt;/b&gt;: %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Player&lt;/b&gt; (%1), by the Player&apos;s two-card total:</source>
        <translation>&lt;b&gt;플레이어&lt;/b&gt; (%1), 플레이어 두 장 합계별:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Banker&lt;/b&gt;, by the Banker&apos;s two-card total (rows) and the value of the Player&apos;s third card (columns); the last column is for a Player who stood (%1):</source>
        <translation>&lt;b&gt;뱅커&lt;/b&gt;, 뱅커 두 장 합계(행)와 플레이어 세 번째 카드 값(열)별; 마지막 열은 플레이어가 스탠드한 경우 (%1):</translation>
    </message>
    <message>
        <source>D: draws a third card · S: stands. A 10 or a court card counts 0.</source>
        <translation>D: 세 번째 카드 드로우 · S: 스탠드. 10과 그림 카드는 0.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>뱅커</translation>
    </message>
    <message>
        <source>stood</source>
        <translation>스탠드</translation>
    </message>
    <message>
        <source>Third-card rules</source>
        <translation>세 번째 카드 규칙</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>As the system</source>
        <translation>시스템 설정대로</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>밝게</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>어둡게</translation>
    </message>
    <message>
        <source>Settings — tracker</source>
        <translation>설정 — tracker</translation>
    </message>
    <message>
        <source>Light or dark windows, or whatever the system uses</source>
        <translation>밝은 창, 어두운 창, 또는 시스템 설정대로</translation>
    </message>
    <message>
        <source>The language of the windows; it changes as soon as you save</source>
        <translation>창의 언어입니다. 저장하면 바로 바뀝니다</translation>
    </message>
    <message>
        <source>Colour-blind-safe scorecards</source>
        <translation>색맹 안전 출목표</translation>
    </message>
    <message>
        <source>Shapes as well as colours tell Banker from Player</source>
        <translation>색뿐 아니라 모양으로도 뱅커와 플레이어를 구분합니다</translation>
    </message>
    <message>
        <source>Offer the card field at the table (C)</source>
        <translation>테이블에 카드 입력란 표시 (C)</translation>
    </message>
    <message>
        <source>Enter each hand&apos;s cards for exact odds; off, B, P and T alone log a hand</source>
        <translation>정확한 확률을 위해 핸드마다 카드를 입력합니다. 끄면 B, P, T만으로 핸드를 기록합니다</translation>
    </message>
    <message>
        <source>The decks a new shoe starts with</source>
        <translation>새 슈의 덱 수</translation>
    </message>
    <message>
        <source>No commission</source>
        <translation>노커미션</translation>
    </message>
    <message>
        <source>The Banker commission a new shoe starts with</source>
        <translation>새 슈의 뱅커 커미션</translation>
    </message>
    <message>
        <source>%1 to 1</source>
        <translation>%1 대 1</translation>
    </message>
    <message>
        <source>What a tie pays in a new shoe</source>
        <translation>새 슈에서 타이 배당</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>현재: %1</translation>
    </message>
    <message>
        <source>The library file (or a postgresql:// address) to open at the next start; empty: the default (or --db / TRACKER_DB)</source>
        <translation>다음 시작 때 열 라이브러리 파일(또는 postgresql:// 주소). 비우면 기본값(또는 --db / TRACKER_DB)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>찾아보기…</translation>
    </message>
    <message>
        <source>Choose a library file</source>
        <translation>라이브러리 파일 선택</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>언어(&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>테마(&amp;T):</translation>
    </message>
    <message>
        <source>&lt;b&gt;A new shoe starts with&lt;/b&gt;</source>
        <translation>&lt;b&gt;새 슈의 기본값&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>덱 수(&amp;D):</translation>
    </message>
    <message>
        <source>Co&amp;mmission:</source>
        <translation>커미션(&amp;M):</translation>
    </message>
    <message>
        <source>Tie &amp;pays:</source>
        <translation>타이 배당(&amp;P):</translation>
    </message>
    <message>
        <source>Library:</source>
        <translation>라이브러리:</translation>
    </message>
    <message>
        <source>A new library location is opened at the next start.</source>
        <translation>새 라이브러리 위치는 다음 시작 때 열립니다.</translation>
    </message>
    <message>
        <source>Library file</source>
        <translation>라이브러리 파일</translation>
    </message>
    <message>
        <source>tracker library (*.sqlite *.db);;All files (*)</source>
        <translation>tracker 라이브러리 (*.sqlite *.db);;모든 파일 (*)</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <source>continued below</source>
        <translation>아래에 계속</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>%1 / %2쪽</translation>
    </message>
    <message>
        <source>could not start painting the pages</source>
        <translation>페이지를 그리기 시작할 수 없습니다</translation>
    </message>
</context>
<context>
    <name>Sheets</name>
    <message>
        <source>PDF, A4 landscape (*.pdf)</source>
        <translation>PDF, A4 가로 (*.pdf)</translation>
    </message>
    <message>
        <source>PDF, Letter landscape (*.pdf)</source>
        <translation>PDF, Letter 가로 (*.pdf)</translation>
    </message>
    <message>
        <source>dd MMM yyyy HH:mm</source>
        <translation>yyyy. M. d. HH:mm</translation>
    </message>
    <message>
        <source>started %1</source>
        <translation>%1 시작</translation>
    </message>
    <message>
        <source>%Ln hand(s)</source>
        <translation>%Ln 핸드</translation>
    </message>
    <message>
        <source>%Ln deck(s)</source>
        <translation>%Ln 덱</translation>
    </message>
    <message>
        <source>Banker %1</source>
        <translation>뱅커 %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>플레이어 %1</translation>
    </message>
    <message>
        <source>Tie %1</source>
        <translation>타이 %1</translation>
    </message>
    <message>
        <source>Player pairs %1</source>
        <translation>플레이어 페어 %1</translation>
    </message>
    <message>
        <source>Banker pairs %1</source>
        <translation>뱅커 페어 %1</translation>
    </message>
    <message>
        <source>naturals %1</source>
        <translation>내추럴 %1</translation>
    </message>
    <message>
        <source>Export scorecards</source>
        <translation>출목표 내보내기</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>PNG 그림 (*.png)</translation>
    </message>
    <message>
        <source>tracker</source>
        <translation>tracker</translation>
    </message>
    <message>
        <source>Scorecards saved to %1</source>
        <translation>출목표를 %1에 저장했습니다</translation>
    </message>
    <message>
        <source>Print scorecards</source>
        <translation>출목표 인쇄</translation>
    </message>
    <message>
        <source>Printing failed: %1</source>
        <translation>인쇄 실패: %1</translation>
    </message>
</context>
<context>
    <name>ShoeDetailsDialog</name>
    <message>
        <source>New shoe at the table</source>
        <translation>테이블에서 새 슈</translation>
    </message>
    <message>
        <source>Shoe details</source>
        <translation>슈 정보</translation>
    </message>
    <message>
        <source>&amp;Casino:</source>
        <translation>카지노(&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>테이블(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Started:</source>
        <translation>시작(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>덱 수(&amp;D):</translation>
    </message>
    <message>
        <source>Co&amp;mmission:</source>
        <translation>커미션(&amp;M):</translation>
    </message>
    <message>
        <source>Tie &amp;pays:</source>
        <translation>타이 배당(&amp;P):</translation>
    </message>
    <message>
        <source>C&amp;ut card:</source>
        <translation>컷 카드(&amp;U):</translation>
    </message>
    <message>
        <source>&amp;Burn cards:</source>
        <translation>번 카드(&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>메모(&amp;N):</translation>
    </message>
    <message>
        <source>The casino or the live-dealer studio</source>
        <translation>카지노 또는 라이브 딜러 스튜디오</translation>
    </message>
    <message>
        <source>The table&apos;s name; a new shoe at the table of an open shoe closes that shoe</source>
        <translation>테이블 이름. 열린 슈가 있는 테이블에서 새 슈를 시작하면 그 슈는 마감됩니다</translation>
    </message>
    <message>
        <source>When the shoe&apos;s first hand was dealt</source>
        <translation>슈의 첫 핸드를 딜링한 시각</translation>
    </message>
    <message>
        <source>Decks in the shoe: 8 at most tables, 6 at some</source>
        <translation>슈의 덱 수: 대부분 8덱, 일부 테이블은 6덱</translation>
    </message>
    <message>
        <source>The commission on a Banker win</source>
        <translation>뱅커 승리 시 커미션</translation>
    </message>
    <message>
        <source>No commission (a Banker 6 pays half)</source>
        <translation>노커미션 (뱅커 6으로 이기면 절반 지급)</translation>
    </message>
    <message>
        <source>Banker pays even money, except half on a total of 6</source>
        <translation>뱅커는 1대 1 지급, 6으로 이기면 절반</translation>
    </message>
    <message>
        <source>%1 to 1</source>
        <translation>%1 대 1</translation>
    </message>
    <message>
        <source>What a tie bet pays</source>
        <translation>타이 베팅 배당</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>모름</translation>
    </message>
    <message>
        <source>Cards left behind the cut card (0: not known)</source>
        <translation>컷 카드 뒤에 남는 카드 수 (0: 모름)</translation>
    </message>
    <message>
        <source>e.g. 7s 4h 2c 9d — the first card and those it burnt</source>
        <translation>예: 7s 4h 2c 9d — 첫 카드와 그에 따라 번한 카드</translation>
    </message>
    <message>
        <source>The cards burnt at the shoe&apos;s start, in card notation, if seen</source>
        <translation>슈 시작 때 번한 카드 (보았다면), 카드 표기로</translation>
    </message>
    <message>
        <source>Anything worth remembering about this shoe</source>
        <translation>이 슈에 대해 기억해 둘 만한 것</translation>
    </message>
    <message>
        <source>Start the shoe</source>
        <translation>슈 시작</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>저장</translation>
    </message>
    <message>
        <source>Start logging this shoe</source>
        <translation>이 슈 기록 시작</translation>
    </message>
    <message>
        <source>Keep these details</source>
        <translation>이 정보 저장</translation>
    </message>
</context>
<context>
    <name>ShoeLife</name>
    <message>
        <source>%1 closed after %Ln hand(s)</source>
        <translation>%1 마감 (핸드 %Ln개)</translation>
    </message>
    <message>
        <source>Close %1 after %Ln hand(s)? No more hands can be logged to it (Shoe → Reopen, or Ctrl+Z, opens it again).</source>
        <translation>핸드 %Ln개에서 %1을(를) 마감할까요? 더 이상 핸드를 기록할 수 없습니다 (슈 → 다시 열기 또는 Ctrl+Z로 다시 엽니다).</translation>
    </message>
    <message>
        <source>Close the shoe</source>
        <translation>슈 마감</translation>
    </message>
    <message>
        <source>Delete %1 from the library, with its %Ln hand(s) (Banker %2, Player %3, Tie %4)? This cannot be undone.</source>
        <translation>라이브러리에서 %1과(와) 그 핸드 %Ln개(뱅커 %2, 플레이어 %3, 타이 %4)를 삭제할까요? 되돌릴 수 없습니다.</translation>
    </message>
    <message>
        <source>Delete the shoe</source>
        <translation>슈 삭제</translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation>%1 삭제됨</translation>
    </message>
</context>
<context>
    <name>ShoeList</name>
    <message>
        <source>Live</source>
        <translation>실시간</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>가져옴</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>연습</translation>
    </message>
    <message>
        <source>Simulated</source>
        <translation>시뮬레이션</translation>
    </message>
    <message>
        <source>dd MMM HH:mm</source>
        <translation>M월 d일 HH:mm</translation>
    </message>
    <message>
        <source>Shoe</source>
        <translation>슈</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>Hands: B · P · T</source>
        <translation>핸드: B · P · T</translation>
    </message>
    <message>
        <source>Live, closed</source>
        <translation>실시간, 마감됨</translation>
    </message>
    <message>
        <source>Live, open for logging</source>
        <translation>실시간, 기록 중</translation>
    </message>
    <message>
        <source>%1 · %n deck(s)</source>
        <translation>%1 · %n덱</translation>
    </message>
    <message>
        <source>yyyy-MM-dd HH:mm</source>
        <translation>yyyy.MM.dd HH:mm</translation>
    </message>
    <message>
        <source>Started %1</source>
        <translation>시작 %1</translation>
    </message>
    <message>
        <source>Banker %1, Player %2, Tie %3; pairs: Player %4, Banker %5</source>
        <translation>뱅커 %1, 플레이어 %2, 타이 %3; 페어: 플레이어 %4, 뱅커 %5</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>출처: %1</translation>
    </message>
</context>
<context>
    <name>SideBets</name>
    <message>
        <source>up to 30:1</source>
        <translation>최대 30 대 1</translation>
    </message>
    <message>
        <source>Dragon 7</source>
        <translation>드래곤 7</translation>
    </message>
    <message>
        <source>Banker wins with a three-card 7</source>
        <translation>뱅커가 카드 석 장 7로 승리</translation>
    </message>
    <message>
        <source>Panda 8</source>
        <translation>판다 8</translation>
    </message>
    <message>
        <source>Player wins with a three-card 8</source>
        <translation>플레이어가 카드 석 장 8로 승리</translation>
    </message>
    <message>
        <source>EZ Banker</source>
        <translation>EZ 뱅커</translation>
    </message>
    <message>
        <source>Banker wins (a three-card 7 win pushes; a tie pushes)</source>
        <translation>뱅커 승리 (카드 석 장 7로 이기면 푸시, 타이도 푸시)</translation>
    </message>
    <message>
        <source>No-commission Banker</source>
        <translation>노커미션 뱅커</translation>
    </message>
    <message>
        <source>Banker wins (a win on 6 pays 1:2; a tie pushes)</source>
        <translation>뱅커 승리 (6으로 이기면 1:2 지급, 타이는 푸시)</translation>
    </message>
    <message>
        <source>Super 6 (12:1)</source>
        <translation>슈퍼 6 (12:1)</translation>
    </message>
    <message>
        <source>Banker wins with 6</source>
        <translation>뱅커가 6으로 승리</translation>
    </message>
    <message>
        <source>Super 6 (15:1)</source>
        <translation>슈퍼 6 (15:1)</translation>
    </message>
    <message>
        <source>Lucky 6 (12:1 / 20:1)</source>
        <translation>럭키 6 (12:1 / 20:1)</translation>
    </message>
    <message>
        <source>Banker wins with 6: with two cards / with three</source>
        <translation>뱅커가 6으로 승리: 카드 두 장 / 석 장</translation>
    </message>
    <message>
        <source>Lucky 6 (12:1 / 23:1)</source>
        <translation>럭키 6 (12:1 / 23:1)</translation>
    </message>
    <message>
        <source>Banker wins with a natural (1:1; a tie of naturals pushes) or without one by 9, 8, 7, 6, 5 or 4 points (30, 10, 6, 4, 2, 1 to 1)</source>
        <translation>뱅커가 내추럴로 승리 (1:1, 내추럴끼리 타이면 푸시)하거나 내추럴 없이 9, 8, 7, 6, 5, 4점 차로 승리 (30, 10, 6, 4, 2, 1 대 1)</translation>
    </message>
    <message>
        <source>Player Pair (11:1)</source>
        <translation>플레이어 페어 (11:1)</translation>
    </message>
    <message>
        <source>the Player&apos;s first two cards are a pair (same rank)</source>
        <translation>플레이어의 처음 두 장이 페어 (같은 숫자)</translation>
    </message>
    <message>
        <source>Banker Pair (11:1)</source>
        <translation>뱅커 페어 (11:1)</translation>
    </message>
    <message>
        <source>the Banker&apos;s first two cards are a pair (same rank)</source>
        <translation>뱅커의 처음 두 장이 페어 (같은 숫자)</translation>
    </message>
    <message>
        <source>Player Pair (12:1)</source>
        <translation>플레이어 페어 (12:1)</translation>
    </message>
    <message>
        <source>Banker Pair (12:1)</source>
        <translation>뱅커 페어 (12:1)</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>스몰</translation>
    </message>
    <message>
        <source>four cards are dealt in all</source>
        <translation>모두 네 장이 딜링됨</translation>
    </message>
    <message>
        <source>Big</source>
        <translation>빅</translation>
    </message>
    <message>
        <source>five or six cards are dealt in all</source>
        <translation>모두 다섯 장 또는 여섯 장이 딜링됨</translation>
    </message>
    <message>
        <source>Super 6</source>
        <translation>슈퍼 6</translation>
    </message>
    <message>
        <source>Dragon Bonus Player</source>
        <translation>플레이어 드래곤 보너스</translation>
    </message>
    <message>
        <source>Player wins with a natural (1:1; a tie of naturals pushes) or without one by 9, 8, 7, 6, 5 or 4 points (30, 10, 6, 4, 2, 1 to 1)</source>
        <translation>플레이어가 내추럴로 승리 (1:1, 내추럴끼리 타이면 푸시)하거나 내추럴 없이 9, 8, 7, 6, 5, 4점 차로 승리 (30, 10, 6, 4, 2, 1 대 1)</translation>
    </message>
    <message>
        <source>Dragon Bonus Banker</source>
        <translation>뱅커 드래곤 보너스</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>뱅커</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <source>Exact chance of winning and house edge of each side bet chosen in the settings, for the next hand, from the cards left.</source>
        <translation>설정에서 고른 각 사이드 베팅의 다음 핸드 정확한 승률과 하우스 엣지 (남은 카드 기준).</translation>
    </message>
    <message>
        <source>(%1 with %2× %3)</source>
        <translation>(%2× %3 포함 시 %1)</translation>
    </message>
    <message>
        <source>No side bets chosen: pick them in Settings.</source>
        <translation>선택한 사이드 베팅이 없습니다. 설정에서 고르세요.</translation>
    </message>
    <message>
        <source>Next hand from the %1 cards left (win · house edge): %2</source>
        <translation>남은 카드 %1장 기준 다음 핸드 (승률 · 하우스 엣지): %2</translation>
    </message>
    <message>
        <source>Side bets: %1</source>
        <translation>사이드 베팅: %1</translation>
    </message>
    <message>
        <source>%1 (%2): edge %3</source>
        <translation>%1 (%2): 엣지 %3</translation>
    </message>
    <message>
        <source>%1, combined %2</source>
        <translation>%1, 합산 %2</translation>
    </message>
    <message>
        <source>Wins when %1; pays %2</source>
        <translation>승리 조건: %1, 배당 %2</translation>
    </message>
    <message>
        <source>▲ player&apos;s edge %1</source>
        <translation>▲ 플레이어 우위 %1</translation>
    </message>
    <message>
        <source>with %1× on %2: %3</source>
        <translation>%2에 %1× 포함: %3</translation>
    </message>
    <message>
        <source>No main bet is required beside a side bet.</source>
        <translation>사이드 베팅에 메인 베팅이 필요하지 않습니다.</translation>
    </message>
    <message>
        <source>Combined: the side bet with the main bet required beside it, 1 stake on %2 (the better main bet from the cards left, house edge %3), per unit on the side bet.</source>
        <translation>합산: 사이드 베팅과 함께 필요한 메인 베팅, %2에 1배 (남은 카드 기준 더 나은 메인 베팅, 하우스 엣지 %3), 사이드 베팅 1단위당.</translation>
    </message>
    <message>
        <source>Combined: the side bet with the main bet required beside it, %1 stakes on %2 (the better main bet from the cards left, house edge %3), per unit on the side bet.</source>
        <translation>합산: 사이드 베팅과 함께 필요한 메인 베팅, %2에 %1배 (남은 카드 기준 더 나은 메인 베팅, 하우스 엣지 %3), 사이드 베팅 1단위당.</translation>
    </message>
</context>
<context>
    <name>SideBetsBox</name>
    <message>
        <source>None: a side bet may be placed alone</source>
        <translation>없음: 사이드 베팅만 단독으로 가능</translation>
    </message>
    <message>
        <source>A main bet of at least</source>
        <translation>메인 베팅 최소</translation>
    </message>
    <message>
        <source>A main bet at least as large as the side bet, and at least</source>
        <translation>사이드 베팅 이상의 메인 베팅, 그리고 최소</translation>
    </message>
    <message>
        <source>Side bets shown at the table and in the replay</source>
        <translation>테이블과 다시 보기에 표시할 사이드 베팅</translation>
    </message>
    <message>
        <source>What the casino asks beside a side bet: the figures then add the better of Banker and Player, at this size, to each side bet</source>
        <translation>카지노가 사이드 베팅에 요구하는 메인 베팅: 수치는 이 크기로 뱅커와 플레이어 중 나은 쪽을 각 사이드 베팅에 더합니다</translation>
    </message>
    <message>
        <source> × the side bet</source>
        <translation> × 사이드 베팅</translation>
    </message>
    <message>
        <source>The smallest main bet required, in side-bet stakes</source>
        <translation>요구되는 최소 메인 베팅 (사이드 베팅 금액 단위)</translation>
    </message>
    <message>
        <source>Main bet required:</source>
        <translation>필요한 메인 베팅:</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>no shoe holds two decisions in a row</source>
        <translation>연속 두 번 승부가 난 슈가 없음</translation>
    </message>
    <message>
        <source>one side won every decision</source>
        <translation>모든 승부를 한쪽이 이김</translation>
    </message>
    <message>
        <source>no hands with a winner</source>
        <translation>승자가 있는 핸드가 없음</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>뱅커</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>타이</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>플레이어 페어</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>뱅커 페어</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>내추럴</translation>
    </message>
    <message>
        <source>Exact odds of the next hand need every card dealt; this shoe records outcomes only.</source>
        <translation>다음 핸드의 정확한 확률에는 딜된 모든 카드가 필요합니다; 이 슈는 결과만 기록합니다.</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>기록 없음</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%Ln tie(s)</source>
        <translation>타이 %Ln번</translation>
    </message>
    <message>
        <source>%1 left out, from shoes that flag naturals on wins only (never a natural tie); chance is for the hands counted</source>
        <translation>%1 제외, 승리 핸드에만 내추럴을 표시하는 슈에서 나옴 (내추럴 타이는 표시 안 함); 확률은 센 핸드 기준</translation>
    </message>
    <message>
        <source>%1 that record no natural left out (%2 of them from shoes that flag naturals on wins only); chance is for the hands counted</source>
        <translation>내추럴 기록이 없는 %1 제외 (그중 %2은 승리 핸드에만 내추럴을 표시하는 슈에서 나옴); 확률은 센 핸드 기준</translation>
    </message>
    <message>
        <source>%1 that record no natural left out; chance is for the hands counted</source>
        <translation>내추럴 기록이 없는 %1 제외; 확률은 센 핸드 기준</translation>
    </message>
    <message>
        <source>Chi-square: χ² = %1, p = %2: %3</source>
        <translation>카이제곱: χ² = %1, p = %2: %3</translation>
    </message>
    <message>
        <source>Chi-square: not tested, %1</source>
        <translation>카이제곱: 검정 안 함, %1</translation>
    </message>
    <message>
        <source>Runs: %1 seen, %2 expected, p = %3: %4</source>
        <translation>런: 실제 %1, 기대 %2, p = %3: %4</translation>
    </message>
    <message>
        <source>Runs: not tested, %1</source>
        <translation>런: 검정 안 함, %1</translation>
    </message>
    <message>
        <source>Lag-1 correlation: r = %1, p = %2: %3</source>
        <translation>1차 자기상관: r = %1, p = %2: %3</translation>
    </message>
    <message>
        <source>Lag-1 correlation: not tested, %1</source>
        <translation>1차 자기상관: 검정 안 함, %1</translation>
    </message>
    <message>
        <source>Longest streak: Banker %1, Player %2</source>
        <translation>최장 연속: 뱅커 %1, 플레이어 %2</translation>
    </message>
    <message>
        <source>; chance gives one of %1 or more in %2 of such shoes</source>
        <translation>; 이런 슈의 %2에서 우연히 %1 이상의 연속이 나옴</translation>
    </message>
    <message>
        <source>. Chops %1 (%2 expected).</source>
        <translation>. 퐁당 %1 (기대 %2).</translation>
    </message>
    <message>
        <source>Shoe by shoe at p &lt; %1: runs test %2 of %3, chi-square %4 of %5, longest streak %6 of %7; chance alone flags about %8, %9 and %10.</source>
        <translation>슈별 검정 (p &lt; %1): 런 검정 %3개 중 %2개, 카이제곱 %5개 중 %4개, 최장 연속 %7개 중 %6개; 우연만으로도 약 %8, %9, %10개가 표시됩니다.</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>실제</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>비율</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% 구간</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>확률</translation>
    </message>
    <message>
        <source>Natural: %1.</source>
        <translation>내추럴: %1.</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>기대</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>길이</translation>
    </message>
    <message>
        <source>Streaks by length</source>
        <translation>길이별 연속</translation>
    </message>
    <message>
        <source>(as the big road shows them)</source>
        <translation>(본매에 나타나는 대로)</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 ~ %2</translation>
    </message>
    <message>
        <source>House edge from the cards left</source>
        <translation>남은 카드로 본 하우스 엣지</translation>
    </message>
    <message>
        <source>(exact; negative favours the player)</source>
        <translation>(정확한 값; 음수면 플레이어에게 유리)</translation>
    </message>
    <message>
        <source>first hand</source>
        <translation>첫 핸드</translation>
    </message>
    <message>
        <source>next hand</source>
        <translation>다음 핸드</translation>
    </message>
    <message>
        <source>over the shoe</source>
        <translation>슈 전체</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>기대</translation>
    </message>
    <message>
        <source>No shoe selected.</source>
        <translation>선택한 슈가 없습니다.</translation>
    </message>
    <message>
        <source>%Ln deck(s)</source>
        <translation>%Ln덱</translation>
    </message>
    <message>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <source>Pairs over the %1 of %2 hands that record them.</source>
        <translation>페어는 %2핸드 중 기록된 %1핸드 기준입니다.</translation>
    </message>
    <message>
        <source>χ² = %1, p = %2, %3.</source>
        <translation>χ² = %1, p = %2, %3.</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Banker/Player/Tie against chance: %1</source>
        <translation>뱅커/플레이어/타이와 확률 비교: %1</translation>
    </message>
    <message>
        <source>Runs (ties removed): %1 seen, %2 expected by chance; z = %3, p = %4, %5.</source>
        <translation>런 (타이 제외): 실제 %1, 확률상 기대 %2; z = %3, p = %4, %5.</translation>
    </message>
    <message>
        <source>Runs test: %1.</source>
        <translation>런 검정: %1.</translation>
    </message>
    <message>
        <source>The recorded cards cannot all come from this shoe: %1</source>
        <translation>기록된 카드가 모두 이 슈에서 나올 수는 없습니다: %1</translation>
    </message>
    <message>
        <source>Here the cards left tip a main bet the player&apos;s way: exact arithmetic on the cards still in the shoe (it happens rarely, near the end), not a pattern in past results.</source>
        <translation>지금은 남은 카드 때문에 메인 베팅 하나가 플레이어 쪽으로 기웁니다: 슈에 남은 카드를 정확히 계산한 결과이며 (드물게, 슈 끝 무렵에 생김), 과거 결과의 패턴이 아닙니다.</translation>
    </message>
    <message>
        <source>The house keeps its edge on both main bets.</source>
        <translation>하우스가 두 메인 베팅 모두에서 엣지를 유지합니다.</translation>
    </message>
    <message>
        <source>, exactly, from the %1 cards left: Banker %2, Player %3, Tie %4 (a fresh shoe: %5, %6, %7; at most %8 points apart).</source>
        <translation>, 남은 카드 %1장으로 정확히: 뱅커 %2, 플레이어 %3, 타이 %4 (새 슈: %5, %6, %7; 차이는 최대 %8%p).</translation>
    </message>
    <message>
        <source>House edge now: Banker %1, Player %2 (fresh: %3, %4). %5</source>
        <translation>현재 하우스 엣지: 뱅커 %1, 플레이어 %2 (새 슈: %3, %4). %5</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>다음 핸드</translation>
    </message>
    <message>
        <source>%Ln shoe(s)</source>
        <translation>%Ln슈</translation>
    </message>
    <message>
        <source>%Ln hand(s)</source>
        <translation>%Ln핸드</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>not tested: %1</source>
        <translation>검정 안 함: %1</translation>
    </message>
    <message>
        <source>too few hands to test</source>
        <translation>검정하기에 핸드가 너무 적음</translation>
    </message>
    <message>
        <source>consistent with chance</source>
        <translation>우연과 일치</translation>
    </message>
    <message>
        <source>unusual for chance (p &lt; %1); with enough shoes some results are, and it still predicts nothing</source>
        <translation>우연치고는 드묾 (p &lt; %1); 슈가 충분히 많으면 일부 결과는 그렇게 나오며, 여전히 아무것도 예측하지 않음</translation>
    </message>
    <message>
        <source>banker</source>
        <translation>뱅커</translation>
    </message>
    <message>
        <source>player</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>타이</translation>
    </message>
    <message>
        <source>player pair</source>
        <translation>플레이어 페어</translation>
    </message>
    <message>
        <source>banker pair</source>
        <translation>뱅커 페어</translation>
    </message>
    <message>
        <source>no commission banker</source>
        <translation>노커미션 뱅커</translation>
    </message>
    <message>
        <source>ez banker</source>
        <translation>EZ 뱅커</translation>
    </message>
    <message>
        <source>dragon seven</source>
        <translation>드래곤 7</translation>
    </message>
    <message>
        <source>panda eight</source>
        <translation>판다 8</translation>
    </message>
    <message>
        <source>super six</source>
        <translation>슈퍼 6</translation>
    </message>
    <message>
        <source>dragon bonus player</source>
        <translation>플레이어 드래곤 보너스</translation>
    </message>
    <message>
        <source>dragon bonus banker</source>
        <translation>뱅커 드래곤 보너스</translation>
    </message>
    <message>
        <source>Banker wins</source>
        <translation>뱅커 승</translation>
    </message>
    <message>
        <source>Player wins</source>
        <translation>플레이어 승</translation>
    </message>
    <message>
        <source>ties</source>
        <translation>타이</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics — tracker</source>
        <translation>통계 — tracker</translation>
    </message>
    <message>
        <source>The %Ln chosen shoe(s)</source>
        <translation>선택한 슈 %Ln개</translation>
    </message>
    <message>
        <source>The shown shoe</source>
        <translation>표시된 슈</translation>
    </message>
    <message>
        <source>The whole library</source>
        <translation>라이브러리 전체</translation>
    </message>
    <message>
        <source>Statistics of</source>
        <translation>통계 대상</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>새로 고침(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export chart as PNG…</source>
        <translation>차트를 PNG로 내보내기(&amp;E)…</translation>
    </message>
    <message>
        <source>Streaks</source>
        <translation>연속</translation>
    </message>
    <message>
        <source>Banker − Player</source>
        <translation>뱅커 − 플레이어</translation>
    </message>
    <message>
        <source>Edges of the bets</source>
        <translation>베팅별 엣지</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>계산 중…</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>%1에 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>No shoe is shown: open one, or choose the whole library.</source>
        <translation>표시된 슈가 없습니다: 슈를 열거나 라이브러리 전체를 고르세요.</translation>
    </message>
    <message>
        <source>the whole library</source>
        <translation>라이브러리 전체</translation>
    </message>
    <message>
        <source>shoe %1</source>
        <translation>슈 %1</translation>
    </message>
    <message>
        <source>The statistics failed: %1</source>
        <translation>통계 실패: %1</translation>
    </message>
    <message>
        <source>the %Ln chosen shoe(s)</source>
        <translation>선택한 슈 %Ln개</translation>
    </message>
    <message>
        <source>No hands to count yet: import shoe files (File › Import) or log a shoe.</source>
        <translation>아직 셀 핸드가 없습니다: 슈 파일을 가져오거나 (파일 › 가져오기) 슈를 기록하세요.</translation>
    </message>
    <message>
        <source>Drawn for one shoe: show or choose one shoe</source>
        <translation>슈 하나에 대해 그립니다: 슈 하나를 표시하거나 고르세요</translation>
    </message>
    <message>
        <source>Drawn for one shoe whose cards are recorded</source>
        <translation>카드가 기록된 슈 하나에 대해 그립니다</translation>
    </message>
</context>
<context>
    <name>TableTab</name>
    <message>
        <source>No shoe</source>
        <translation>슈 없음</translation>
    </message>
    <message>
        <source>Shoe %1</source>
        <translation>슈 %1</translation>
    </message>
    <message>
        <source>waiting for %1</source>
        <translation>%1 대기 중</translation>
    </message>
    <message>
        <source>%1

The undo history was cleared.</source>
        <translation>%1

실행 취소 기록을 지웠습니다.</translation>
    </message>
</context>
<context>
    <name>UndoHistory</name>
    <message>
        <source>hand</source>
        <translation>핸드</translation>
    </message>
    <message>
        <source>log %1</source>
        <translation>%1 기록</translation>
    </message>
    <message>
        <source>edit hand %1 (%2 → %3)</source>
        <translation>핸드 %1 수정 (%2 → %3)</translation>
    </message>
    <message>
        <source>edit hand %1 (details)</source>
        <translation>핸드 %1 수정 (세부 사항)</translation>
    </message>
    <message>
        <source>insert %1 as hand %2</source>
        <translation>%1 핸드를 핸드 %2로 끼워 넣기</translation>
    </message>
    <message>
        <source>delete hand %1 (%2)</source>
        <translation>핸드 %1 삭제 (%2)</translation>
    </message>
    <message>
        <source>casino</source>
        <translation>카지노</translation>
    </message>
    <message>
        <source>table</source>
        <translation>테이블</translation>
    </message>
    <message>
        <source>started</source>
        <translation>시작 시각</translation>
    </message>
    <message>
        <source>decks</source>
        <translation>덱 수</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>규칙</translation>
    </message>
    <message>
        <source>cut card</source>
        <translation>컷 카드</translation>
    </message>
    <message>
        <source>burn</source>
        <translation>번 카드</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>메모</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>change the shoe&apos;s %1</source>
        <translation>슈의 %1 변경</translation>
    </message>
    <message>
        <source>close the shoe</source>
        <translation>슈 마감</translation>
    </message>
    <message>
        <source>reopen the shoe</source>
        <translation>슈 다시 열기</translation>
    </message>
</context>
<context>
    <name>ValidationReport</name>
    <message>
        <source>Validation report</source>
        <translation>검증 보고서</translation>
    </message>
    <message>
        <source>Shoe · hand</source>
        <translation>슈 · 핸드</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>줄</translation>
    </message>
    <message>
        <source>Cards (Player / Banker)</source>
        <translation>카드 (플레이어 / 뱅커)</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>문제</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>다시 보기 열기</translation>
    </message>
    <message>
        <source>The replay finds no problems in these shoes.</source>
        <translation>다시 보기에서 이 슈들의 문제를 찾지 못했습니다.</translation>
    </message>
    <message>
        <source>The replay finds no problems in the library.</source>
        <translation>다시 보기에서 라이브러리의 문제를 찾지 못했습니다.</translation>
    </message>
    <message>
        <source>%Ln shoe(s)</source>
        <translation>슈 %Ln개</translation>
    </message>
    <message>
        <source>%Ln problem(s) in %1. Enter or a double-click opens the replay at that hand.</source>
        <translation>%1에서 문제 %Ln개. Enter 또는 더블클릭으로 그 핸드에서 다시 보기를 엽니다.</translation>
    </message>
    <message>
        <source>%Ln problem(s)</source>
        <translation>문제 %Ln개</translation>
    </message>
    <message>
        <source>%1, from %2</source>
        <translation>%1, 출처: %2</translation>
    </message>
    <message>
        <source>the shoe</source>
        <translation>슈 전체</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>%1번째 핸드</translation>
    </message>
</context>
<context>
    <name>Warning</name>
    <message>
        <source>tracker</source>
        <translation>tracker</translation>
    </message>
</context>
</TS>
